import { API_ERROR_CODES } from '../../domain/api/errors.ts';

export type RefusalMeaning =
  | 'invalid' | 'duplicate' | 'sold_out' | 'price_changed' | 'idempotency' | 'rate_limited'
  | 'forbidden' | 'not_found' | 'conflict' | 'error';

/**
 * What a refused write meant, from its status and first error code. The wire codes overlap
 * (spec §7: 1001 is both "already booked" on a 409 and "no company available" on a 404), so the
 * status tells them apart.
 */
export function refusalMeaning(status: number, code: string | null): RefusalMeaning {
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'error';
  if (code === API_ERROR_CODES.duplicateOrSoldOut) return status === 409 ? 'duplicate' : 'sold_out';
  if (code === API_ERROR_CODES.reservationFull) return 'sold_out';
  if (code === API_ERROR_CODES.priceChanged) return 'price_changed';
  if (code?.startsWith('IDEMPOTENCY_KEY_')) return 'idempotency';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  return 'invalid';
}
