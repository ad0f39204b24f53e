import { addIsoDays } from '../../domain/dates/bookableWindow.ts';

/** How long a company has to answer a provisional reservation at most, as a quick booking's hold lasts. */
export const RESERVATION_ANSWER_MS = 48 * 3_600_000;

/** The instant a calendar day ('yyyy-MM-dd') starts in Japan (UTC+9 all year). */
export function japanDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+09:00`);
}

/**
 * Until when a company may answer a provisional reservation: 48 hours after the request, or the start
 * of the day before the move if that comes first, so a visitor left without an answer still has a day
 * to find another company, and no unit of a company's day stays held for weeks by a silent lead.
 * (Migration 0013 says the same for requests stored before it.)
 */
export function reservationAnswerBy(receivedAt: Date, movingDate: string): Date {
  const eve = japanDayStart(addIsoDays(movingDate, -1));
  const latest = new Date(receivedAt.getTime() + RESERVATION_ANSWER_MS);
  return latest < eve ? latest : eve;
}

/**
 * Until when a company's lead link opens its lead: the end of the move day in Japan (the last day
 * an estimate's move can be), so the company reads a confirmed lead until the move is done. A lead
 * declined, expired, withdrawn or cancelled still opens, showing its state and the move as a company may keep it
 * (server/leads/lead-service.ts `leadView`).
 */
export function leadLinkExpiresAt(movingDate: string): Date {
  return japanDayStart(addIsoDays(movingDate, 1));
}

/**
 * Until when a company may answer a visitor's new day for a booking it confirmed: the rule of an
 * unanswered lead (`reservationAnswerBy`), counted from the proposal and towards the earlier of the
 * two days, so the visitor learns which day stands with a day to spare either way. A new day is
 * proposed only while it is free to change (3 days or more before the confirmed day) and at least 3
 * days ahead, so the deadline is always at least a day away.
 */
export function dateProposalAnswerBy(proposedAt: Date, confirmedDate: string, proposedDate: string): Date {
  return reservationAnswerBy(proposedAt, confirmedDate < proposedDate ? confirmedDate : proposedDate);
}
