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

/** An error's text for logs and stacks: each problem's code and message id. */
export function summaryOf(errors: readonly FieldError[]): string {
  return errors.map((error) => `${error.code}: ${messageId(error.message)}`).join('; ');
}

/**
 * Why the product refuses a request, by meaning; the error handler alone turns it into an HTTP status
 * (server/http/refusal-status.ts).
 * - `invalid`: the input is wrong (a field, an unknown code, a date outside the window)
 * - `forbidden`: the sender may not do it (no capability, a partner stopped, an unsigned embedded write)
 * - `not_found`: what the request names does not exist, or its link no longer opens anything
 * - `conflict`: the request no longer fits what is stored (already booked, full, price changed, answered)
 * - `unprocessable`: an Idempotency-Key sent again with another request
 */
export type RefusalKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict' | 'unprocessable';

/** A request refused by a service: why, and the `errors` list the client reads. */
export class Refusal extends Error {
  readonly kind: RefusalKind;
  readonly errors: FieldError[];
  /** Extra top-level fields of the error body (e.g. the current price after a price change). */
  readonly extra: Record<string, unknown>;

  constructor(kind: RefusalKind, errors: FieldError[], extra: Record<string, unknown> = {}) {
    super(summaryOf(errors));
    this.name = 'Refusal';
    this.kind = kind;
    this.errors = errors;
    this.extra = extra;
  }
}

export const invalid = (errors: FieldError[]) => new Refusal('invalid', errors);

export const forbidden = (code: string, message: Message) => new Refusal('forbidden', [{ code, message, field: null }]);

export const notFound = (message: Message = /*i18n*/ 'お探しのページまたはデータは見つかりませんでした。') =>
  new Refusal('not_found', [{ code: 'NOT_FOUND', message, field: null }]);

export const conflict = (code: string, message: Message, extra?: Record<string, unknown>) =>
  new Refusal('conflict', [{ code, message, field: null }], extra);
