import type { RefusalKind } from '../errors/refusal.ts';

/** The HTTP status answering each kind of refusal: the one place where a service's refusal becomes HTTP. */
export const REFUSAL_STATUS: Readonly<Record<RefusalKind, number>> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
};
