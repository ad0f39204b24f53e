import type { ZodType } from 'zod';
import { badRequest } from './errors.ts';

/**
 * Validates untrusted input (a body or a query) at the edge and returns it typed.
 * Every issue becomes one `{code, message, field}`: `code` is the schema's custom
 * code when it sets one (`params.code`), else zod's issue code in upper case.
 */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw badRequest(
    result.error.issues.map((issue) => {
      const custom = 'params' in issue ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
      return {
        code: typeof custom === 'string' ? custom : issue.code.toUpperCase(),
        message: issue.message,
        field: issue.path.length > 0 ? issue.path.join('.') : null,
      };
    }),
  );
}
