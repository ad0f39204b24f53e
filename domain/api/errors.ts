/** One error of an API response. `field` names the request field at fault, or null. */
export interface ApiFieldError {
  code: string;
  message: string;
  field: string | null;
}

/** Body of every error response (HTTP 400 for bad input, 404, 409, 500). */
export interface ApiErrorBody {
  errors: ApiFieldError[];
}

/** Error codes the clients act on. */
export const API_ERROR_CODES = {
  /** Quick-booking reserve: already booked (duplicate-error page); availability: sold out. */
  duplicateOrSoldOut: '1001',
  /**
   * Quick-booking reserve: the company's day filled up, closed or stopped serving the move (reservation-full
   * modal); reservation reserve: none of the chosen companies can take it any more.
   */
  reservationFull: '1002',
  /** Quick-booking reserve: the quoted price is no longer current; the body carries previousPrice and currentPrice (price-change toast). */
  priceChanged: '1003',
  /** A write whose Idempotency-Key belongs to a request still running: the client asks again shortly. */
  idempotencyKeyInFlight: 'IDEMPOTENCY_KEY_IN_FLIGHT',
  /** Request validation failed (zod issue without a more specific code). */
  invalidInput: 'INVALID_INPUT',
  /** A 7-digit postal code belongs to several addresses. */
  zipCodeDuplicate: 'ZIP_CODE_DUPPLICATE_ERROR',
  /** A 7-digit postal code belongs to no address. */
  zipCodeNotFound: 'ZIP_CODE_NOT_FOUND',
  /** The postal lookup was sent no postal code. */
  zipCodeRequired: 'ZIP_CODE_REQUIRED',
  /** The postal lookup was sent something other than 6 or 7 digits. */
  invalidZipCode: 'INVALID_ZIP_CODE',
  /** The postal code lookup itself failed. */
  zipCodeServer: 'ZIP_CODE_SERVER_ERROR',
  /** The e-mail check suspects a typo in the domain (server/reference/email-check.ts). */
  emailDomainTypo: 'EMAIL_DOMAIN_TYPO',
  /** The e-mail check itself failed. */
  emailServer: 'EMAIL_SERVER_ERROR',
} as const;
