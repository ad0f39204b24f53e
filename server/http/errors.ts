import { summaryOf, type FieldError } from '../errors/refusal.ts';

/**
 * An error of the HTTP exchange itself, with its status and the `errors` list of the JSON body: a body
 * missing or nested too deep, input that fails its schema at the edge, a missing CSRF token, too many
 * requests. What a service refuses is a Refusal (server/errors/refusal.ts) instead.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(status: number, errors: FieldError[]) {
    super(summaryOf(errors));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const badRequest = (errors: FieldError[]) => new ApiError(400, errors);
