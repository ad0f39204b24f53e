import { resolve } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';
import type { ApiRouteName } from '../../domain/api/contract.ts';

type JsonSchema = Record<string, unknown>;

const ROOT = resolve(import.meta.dirname, '../..');

/** The answers of the routes as the document gives them: each route's schema, and the named types they refer to. */
export interface AnswerSchemas {
  byRoute: Readonly<Record<ApiRouteName, JsonSchema>>;
  /** The named types (CompanyInfo, LeadResponse, …), for the document's components. */
  components: Readonly<Record<string, JsonSchema>>;
}

/** '#/definitions/CompanyInfo' → '#/components/schemas/CompanyInfo', everywhere in `value`. */
function asComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asComponentRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' ? item.replace('#/definitions/', '#/components/schemas/') : asComponentRefs(item)]),
  );
}

/**
 * The answers' JSON Schemas, made from their TypeScript types (domain/api/routeAnswers.ts) by
 * ts-json-schema-generator, with each type's doc comment as its description.
 */
export function answerSchemas(): AnswerSchemas {
  const schema = createGenerator({
    path: resolve(ROOT, 'domain/api/routeAnswers.ts'),
    tsconfig: resolve(ROOT, 'tsconfig.json'),
    type: 'RouteAnswers',
    // The type-check is npm test's own; here the types are only read.
    skipTypeCheck: true,
    expose: 'export',
    topRef: false,
    jsDoc: 'extended',
    // An answer may gain fields (issue 38 added `reviews`): consumers are not told to refuse them.
    additionalProperties: true,
  }).createSchema('RouteAnswers');
  const properties = schema.properties as Record<ApiRouteName, JsonSchema>;
  return {
    byRoute: asComponentRefs(properties) as Record<ApiRouteName, JsonSchema>,
    components: asComponentRefs(schema.definitions ?? {}) as Record<string, JsonSchema>,
  };
}
