/** One problem with a request, as the client sees it (spec: `{code, message, field}`). */
export interface FieldError {
  code: string;
  message: string;
  field: string | null;
}

/** An error the client should see: its HTTP status and the `errors` list of the JSON body. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** Extra top-level fields of the error body (e.g. the current price after a price change). */
  readonly extra: Record<string, unknown>;

  constructor(status: number, errors: FieldError[], extra: Record<string, unknown> = {}) {
    super(errors.map((error) => `${error.code}: ${error.message}`).join('; '));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.extra = extra;
  }
}

export const badRequest = (errors: FieldError[]) => new ApiError(400, errors);

export const forbidden = (code: string, message: string) => new ApiError(403, [{ code, message, field: null }]);

export const notFound = (message = 'お探しのページまたはデータは見つかりませんでした。') =>
  new ApiError(404, [{ code: 'NOT_FOUND', message, field: null }]);

export const conflict = (code: string, message: string, extra?: Record<string, unknown>) =>
  new ApiError(409, [{ code, message, field: null }], extra);
