import type { Queryable } from '../db/database.ts';
import { conflict } from '../errors/refusal.ts';
import { japanToday } from './calendar.ts';
import { MARKETPLACE_ERRORS } from './error-codes.ts';
import { hasLiveBooking } from './quick-booking/repository.ts';

/**
 * Spec §8: an e-mail or phone that holds an active quick booking cannot send an estimate or a
 * reservation request either; answers 409 with the duplicate message.
 */
export async function refuseContactWithQuickBooking(tx: Queryable, email: string, tel: string, now: Date): Promise<void> {
  if (await hasLiveBooking(tx, email, tel, japanToday(now))) throw conflict(MARKETPLACE_ERRORS.duplicate.code, MARKETPLACE_ERRORS.duplicate.message);
}
