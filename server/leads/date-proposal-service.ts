import { isOfFlowWith } from '../../domain/flows/flows.ts';
import { LEAD_ERROR_CODES, type LeadDateProposalAnswer, type LeadResponse } from '../../domain/api/lead.ts';
import type { PricedDay } from '../../domain/api/myMove.ts';
import type { DateProposalDelivery } from '../delivery/date-proposal-messages.ts';
import { conflict } from '../errors/refusal.ts';
import { releaseDayUnit, takeDayUnit } from '../marketplace/capacity/day-capacity-repository.ts';
import type { Marketplace } from '../marketplace/marketplace.ts';
import { refuseFull } from '../marketplace/quick-booking/service.ts';
import type { WriteContext } from '../marketplace/write-context.ts';
import { moveBooking, storedBooking, type StoredBooking } from '../my-move/my-move-repository.ts';
import { endProposal, expireWaitingProposals, insertProposal, latestProposalOf, type DateProposal, type ExpiredProposal } from './date-proposal-repository.ts';
import { dateProposalAnswerBy } from './lead-deadlines.ts';
import { storedLead } from './lead-repository.ts';
import { closed, companyOf, leadOfToken, leadView } from './lead-service.ts';

/**
 * A visitor's new day for a quick booking its company confirmed (issue 34, item 6). The company
 * agreed to one day; another is a proposal: the new day's unit is held, the confirmed day (and its
 * unit, and the fees counted from it) stands, until the company accepts (the booking moves, the old
 * unit is given back), declines or lets it pass its deadline (the new unit is given back). How long
 * it waits: the rule of an unanswered lead (`dateProposalAnswerBy`).
 *
 * Races follow the visitor's changes' discipline: every write here but the expiry job's starts by
 * locking the booking's row (the visitor's page does too), and each proposal ends by one conditional
 * UPDATE (`endProposal`, `expireWaitingProposals`), so of an accept, a decline, the visitor's newer
 * proposal or cancel and the expiry, exactly one ends it and gives back the unit it ended.
 */

/** What a proposal's messages are made of. */
function deliveryOf(market: Marketplace, booking: StoredBooking, confirmed: PricedDay, proposal: Pick<DateProposal, 'day' | 'answerBy'>, at: Date): DateProposalDelivery {
  return {
    reference: booking.reservationId,
    company: companyOf(market, booking.companyCode),
    details: booking.details,
    locale: booking.locale,
    confirmed,
    proposed: proposal.day,
    answerBy: proposal.answerBy.toISOString(),
    at,
  };
}

const standingDay = (booking: StoredBooking): PricedDay => ({ date: booking.movingDate, price: booking.price, priceParts: booking.priceParts });

/**
 * Proposes `proposed` for a confirmed booking the caller has locked and re-quoted: takes the new
 * day's unit (a full day refuses it, 409 1002), ends a proposal still waiting (the visitor changed
 * their mind: its unit goes back), records the new one and asks the company, telling the visitor.
 */
export async function proposeDate(market: Marketplace, { tx, now, mail }: WriteContext, booking: StoredBooking, proposed: PricedDay): Promise<void> {
  const company = companyOf(market, booking.companyCode);
  if (!(await takeDayUnit(tx, company.code, proposed.date, company.dailyCapacity))) refuseFull();
  const waiting = booking.proposal;
  if (waiting !== null && (await endProposal(tx, waiting.id, 'replaced', now))) await releaseDayUnit(tx, company.code, waiting.day.date);
  const answerBy = dateProposalAnswerBy(now, booking.movingDate, proposed.date);
  await insertProposal(tx, booking.id, proposed, now, answerBy);
  await mail.dateProposed(tx, deliveryOf(market, booking, standingDay(booking), { day: proposed, answerBy }, now));
}

/** Ends the waiting proposal of a booking the visitor cancels (locked by the caller), giving its unit back. */
export async function cancelProposal({ tx, now }: WriteContext, booking: StoredBooking): Promise<void> {
  const waiting = booking.proposal;
  if (waiting !== null && (await endProposal(tx, waiting.id, 'cancelled', now))) await releaseDayUnit(tx, booking.companyCode, waiting.day.date);
}

/** Why a proposal that no longer waits takes no answer, by how it ended. */
const ENDED_MESSAGES = {
  accepted: /*i18n*/ 'この日程変更には、すでに「承諾」と回答済みです。',
  declined: /*i18n*/ 'この日程変更には、すでに「お断り」と回答済みです。',
  expired: /*i18n*/ '回答期限を過ぎたため、この日程変更のご相談は終了しました。ご予約は確定済みの日のままです。',
  replaced: /*i18n*/ 'お客様がこの日程変更のご希望を別の日に変えたため、回答できません。ページを再読み込みしてください。',
  cancelled: /*i18n*/ 'お客様がこのご予約をキャンセルしたため、回答できません。',
  unknown: /*i18n*/ 'この日への日程変更のご相談はありません。ページを再読み込みしてください。',
} as const;

/**
 * POST /api/lead/date-proposal/accept/ and …/decline/: the company's answer to the new day its page
 * showed (`body.date`). Accepted, the booking moves to it at its quoted price, the confirmed day's unit
 * is given back and the links follow the new day; declined, the new day's unit is given back. The
 * visitor hears which day stands. The same answer again is answered as the first; anything else that
 * no longer waits is a 409 saying why.
 */
export async function answerDateProposal(
  market: Marketplace,
  context: WriteContext,
  token: string | undefined,
  body: LeadDateProposalAnswer,
  answer: 'accepted' | 'declined',
): Promise<LeadResponse> {
  const { tx, now, mail } = context;
  const lead = await leadOfToken(tx, token, now);
  if (!isOfFlowWith(lead, 'booking')) throw conflict(LEAD_ERROR_CODES.notAnswerable, /*i18n*/ 'この依頼には、日程変更のご相談はありません。');
  // The visitor's changes lock the same row: an answer and a cancel or newer proposal take turns.
  const booking = (await storedBooking(tx, lead.reference, { lock: true }))!;
  const proposal = await latestProposalOf(tx, booking.id, body.date);
  const won = proposal?.status === 'waiting' && booking.status === 'confirmed' && (await endProposal(tx, proposal.id, answer, now));
  if (!won || proposal === undefined) {
    const after = await storedLead(tx, lead.flow, lead.reference, lead.companyCode);
    const latest = await latestProposalOf(tx, booking.id, body.date);
    if (after !== undefined && latest?.status === answer) return leadView(market, after);
    if (booking.status !== 'confirmed' && booking.status !== 'open') throw closed(booking.status);
    const ended = latest === undefined ? 'unknown' : latest.status === 'waiting' ? 'expired' : latest.status;
    throw conflict(LEAD_ERROR_CODES.proposalClosed, ENDED_MESSAGES[ended]);
  }
  const confirmed = standingDay(booking);
  if (answer === 'accepted') {
    await moveBooking(tx, booking.id, confirmed, proposal.day, now);
    await releaseDayUnit(tx, booking.companyCode, confirmed.date);
    await mail.linksFollowMovingDate(tx, booking.reservationId, proposal.day.date, now);
  } else {
    await releaseDayUnit(tx, booking.companyCode, proposal.day.date);
  }
  await mail.dateProposalEnded(tx, deliveryOf(market, booking, confirmed, proposal, now), answer);
  return leadView(market, (await storedLead(tx, lead.flow, lead.reference, lead.companyCode))!);
}

/**
 * The expiry job's part (server/leads/lead-expiry-job.ts): every proposal still waiting at its
 * deadline ends, its new day's unit goes back, and its visitor hears the confirmed day stands.
 */
export async function expireDateProposals(market: Marketplace, { tx, now, mail }: WriteContext): Promise<ExpiredProposal[]> {
  const expired = await expireWaitingProposals(tx, now);
  for (const proposal of expired) {
    const booking = (await storedBooking(tx, proposal.reference, { lock: false }))!;
    await releaseDayUnit(tx, booking.companyCode, proposal.day.date);
    // A booking whose personal data is already erased has no visitor left to tell.
    if (!booking.erased) await mail.dateProposalEnded(tx, deliveryOf(market, booking, standingDay(booking), proposal, now), 'expired');
  }
  return expired;
}
