import { messageId, type Message } from '../../domain/i18n/message.ts';

/**
 * One problem with a request (spec: `{code, message, field}`). The message is in Japanese until the
 * error handler answers it in the request's language (`code` and `field` never change).
 */
export interface FieldError {
  code: string;
  message: Message;
  field: string | null;
}

/** An error the client should see: its HTTP status and the `errors` list of the JSON body. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** Extra top-level fields of the error body (e.g. the current price after a price change). */
  readonly extra: Record<string, unknown>;

  constructor(status: number, errors: FieldError[], extra: Record<string, unknown> = {}) {
    super(errors.map((error) => `${error.code}: ${messageId(error.message)}`).join('; '));
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.extra = extra;
  }
}

export const badRequest = (errors: FieldError[]) => new ApiError(400, errors);

export const forbidden = (code: string, message: Message) => new ApiError(403, [{ code, message, field: null }]);

export const notFound = (message: Message = /*i18n*/ 'お探しのページまたはデータは見つかりませんでした。') =>
  new ApiError(404, [{ code: 'NOT_FOUND', message, field: null }]);

export const conflict = (code: string, message: Message, extra?: Record<string, unknown>) =>
  new ApiError(409, [{ code, message, field: null }], extra);
