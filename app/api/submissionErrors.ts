import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import type { ApiFieldError } from '../../domain/api/errors.ts';

/**
 * A 400 answer's errors as final-form submission errors: each message on its form field, and the
 * messages naming no field of the form under FORM_ERROR. `fieldOf` maps a wire field name to the
 * form's ('customer_email' → 'customerEmail'); by default the names are the same. The first
 * message of a field wins.
 */
export function submissionErrorsOf(errors: readonly ApiFieldError[], fieldOf: (wireField: string) => string | undefined = (field) => field): SubmissionErrors {
  const result: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    const field = error.field === null ? undefined : fieldOf(error.field);
    if (field === undefined) general.push(error.message);
    else result[field] ??= error.message;
  }
  if (general.length > 0) result[FORM_ERROR] = general.join('\n');
  return result;
}
