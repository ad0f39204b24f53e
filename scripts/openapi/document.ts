/**
 * The API's published description (OpenAPI 3.1), made from the one contract: each route's method,
 * path, budget and access (domain/api/contract.ts), the schemas the server validates its inputs by
 * (domain/api/routeInputs.ts), converted by zod's own JSON Schema output (OpenAPI 3.1's schema
 * dialect is JSON Schema 2020-12), and the types of its answers (domain/api/routeAnswers.ts). `npm run openapi` writes it to app/public/openapi.json, served at
 * /openapi.json; a unit test keeps that file equal to what this makes.
 */
import { z, type ZodType } from 'zod';
import { API_CONTRACT, type ApiRoute, type ApiRouteName } from '../../domain/api/contract.ts';
import { ROUTE_INPUTS, type RouteInputs } from '../../domain/api/routeInputs.ts';
import { EMBED_HEADERS } from '../../domain/embed/signedWrites.ts';
import { answerSchemas } from './answer-schemas.ts';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** A schema as the request's input, without its own `$schema` (the document names the dialect once). */
function jsonSchemaOf(schema: ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** The parameters of a path's segments or of a query: one per property of the part's object schema. */
function parametersOf(schema: ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (schema === undefined) return [];
  const json = jsonSchemaOf(schema);
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (json.type !== 'object' || properties === undefined) throw new Error(`a ${where} schema must be an object of its parameters`);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }));
}

/** '/api/districts/:prefectureCode/:cityCode/' → '/api/districts/{prefectureCode}/{cityCode}/'. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

const errorsAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Errors' } } } });

function operationOf(name: ApiRouteName, route: ApiRoute, inputs: RouteInputs, answer: JsonSchema): Operation {
  const writes = route.method === 'POST';
  const responses: Record<string, unknown> = { 200: { description: 'The answer, as spec §7 gives it.', content: { 'application/json': { schema: answer } } } };
  if (inputs.params || inputs.query || inputs.body) responses[400] = errorsAnswer("Input that breaks a rule: one error per field, each message in the request's language.");
  if (writes) responses[403] = errorsAnswer("A write without a valid CSRF token, or from a partner's embedded page without a valid signature.");
  if (route.access === 'private-link') responses[404] = errorsAnswer('The link is unknown, revoked or expired.');
  if (route.budget !== 'none') responses[429] = errorsAnswer(`Over the ${route.budget} budget of the caller's address; Retry-After says when to ask again.`);
  return {
    operationId: name,
    summary: route.summary,
    ...(route.access === 'private-link' ? { security: [{ privateLink: [] }] } : {}),
    parameters: [
      ...parametersOf(inputs.params, 'path'),
      ...parametersOf(inputs.query, 'query'),
      { $ref: '#/components/parameters/acceptLanguage' },
      ...(writes ? [{ $ref: '#/components/parameters/csrfToken' }, { $ref: '#/components/parameters/idempotencyKey' }] : []),
    ],
    ...(inputs.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(inputs.body) } } } } : {}),
    responses,
    'x-rate-budget': route.budget,
  };
}

export function openApiDocument(version: string): Record<string, unknown> {
  const answers = answerSchemas();
  const paths: Record<string, Record<string, Operation>> = {};
  for (const name of Object.keys(API_CONTRACT) as ApiRouteName[]) {
    const route: ApiRoute = API_CONTRACT[name];
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operationOf(name, route, ROUTE_INPUTS[name], answers.byRoute[name]);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Hikkoshi Hikaku API',
      version,
      description: [
        'The JSON API of the moving comparison service (spec §7), made from its contract (domain/api/contract.ts, domain/api/routeInputs.ts).',
        "Requests are described by the schemas the server validates them by; the server checks each write again by the forms' rules, so a request the schema accepts may still get a 400 naming the field.",
        'Answers are described by their TypeScript types (domain/api/routeAnswers.ts), converted to JSON Schema.',
        `Every POST carries the page's CSRF token; a POST from a partner's embedded page is also signed (${Object.values(EMBED_HEADERS).join(', ')}; see the README's "Embedding").`,
      ].join(' '),
    },
    paths,
    components: {
      schemas: {
        ...answers.components,
        Errors: {
          type: 'object',
          required: ['errors'],
          properties: {
            errors: {
              type: 'array',
              items: {
                type: 'object',
                required: ['code', 'message', 'field'],
                properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: ['string', 'null'] } },
              },
            },
          },
        },
      },
      parameters: {
        acceptLanguage: { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string' }, description: "The answer's language (names, messages, e-mails): English where the header weighs it highest, else Japanese." },
        csrfToken: { name: 'X-CSRF-Token', in: 'header', required: true, schema: { type: 'string' }, description: 'The token of the page the write comes from (its <meta name="csrf-token">).' },
        idempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: 'A request that stores a move (an estimate, a reservation, a booking) is stored once per key: the same key sent again gets the first answer. Other writes ignore it.',
        },
      },
      securitySchemes: {
        privateLink: { type: 'http', scheme: 'bearer', description: "The token of a private link from an e-mail (the visitor's page, a company's lead)." },
      },
    },
  };
}
