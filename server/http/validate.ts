import type { ZodType, core } from 'zod';
import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import { API_ERROR_MAP, issueMessage } from '../../domain/api/schemaParts.ts';
import type { FieldError } from '../errors/refusal.ts';
import { badRequest } from './errors.ts';

/** The schema's own code of an issue (`params.code`), else INVALID_INPUT: one code per rule, whatever zod calls it. */
function codeOf(issue: core.$ZodIssue): string {
  const custom = 'params' in issue ? (issue.params as { code?: unknown } | undefined)?.code : undefined;
  return typeof custom === 'string' ? custom : API_ERROR_CODES.invalidInput;
}

/** True when `field` is `other` or contains it ('nimotsu' contains 'nimotsu.1.10002'; null is the whole request). */
function contains(field: string | null, other: string | null): boolean {
  return field === null || field === other || (other !== null && other.startsWith(`${field}.`));
}

/**
 * Spec §5, the first failure is returned: one error per field, and none for a field that holds a
 * field already refused (a list whose member is wrong is not also reported as a whole).
 */
function firstFailures(errors: readonly FieldError[]): FieldError[] {
  const kept: FieldError[] = [];
  for (const error of errors) {
    if (!kept.some((earlier) => contains(error.field, earlier.field))) kept.push(error);
  }
  return kept;
}

/**
 * Validates untrusted input (a body or a query) at the edge and returns it typed. Every issue
 * becomes `{code, message, field}` with the rule's message (API_ERROR_MAP words what the schema
 * does not), which the error handler answers in the request's language; a 400 lists the first
 * failure of each field.
 */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input, { error: API_ERROR_MAP });
  if (result.success) return result.data;
  throw badRequest(
    firstFailures(
      result.error.issues.map((issue) => ({
        code: codeOf(issue),
        message: issueMessage(issue),
        field: issue.path.length > 0 ? issue.path.join('.') : null,
      })),
    ),
  );
}
