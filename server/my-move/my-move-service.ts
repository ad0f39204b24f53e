import { flowHas, type FlowsWith } from '../../domain/flows/flows.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { LeadStatus } from '../../domain/api/leadStatus.ts';
import {
  MY_MOVE_ERRORS,
  type MyMoveCancelRequest,
  type MyMoveCompany,
  type MyMoveDateChangeRequest,
  type MyMoveDateQuote,
  type MyMoveDateQuoteRequest,
  type MyMoveErased,
  type MyMoveEraseRequest,
  type MyMoveView,
  type MyMoveWithdrawRequest,
} from '../../domain/api/myMove.ts';
import { cancellationFee, type CancellationFee } from '../../domain/cancellation/cancellationFee.ts';
import { japanToday } from '../../domain/dates/bookableWindow.ts';
import type { Queryable } from '../db/database.ts';
import { moveRows } from '../delivery/messages/message-parts.ts';
import type { VisitorChange } from '../delivery/messages/visitor-change-notice.ts';
import { moveInWords } from '../delivery/move-description.ts';
import type { MoveWording } from '../delivery/move-wording.ts';
import { conflict, invalid, Refusal } from '../errors/refusal.ts';
import type { LinkSubject } from '../links/link-subject.ts';
import { openPrivateLink } from '../links/private-link.ts';
import { revokePrivateLinks } from '../links/private-link-repository.ts';
import { quoteFor, servesMove, worksOn } from '../marketplace/availability.ts';
import { requireBookableDate } from '../marketplace/booking-window.ts';
import { weekdayName } from '../marketplace/calendar.ts';
import { bookedUnitsBetween, dayUnitKey, releaseDayUnit, takeDayUnit } from '../marketplace/capacity/day-capacity-repository.ts';
import { allianceWords, businessHoursIn } from '../marketplace/catalogue-words.ts';
import type { Marketplace } from '../marketplace/marketplace.ts';
import { storedMoveSpec } from '../marketplace/move-spec.ts';
import { pricePartsIn } from '../marketplace/price-parts-in-words.ts';
import { priceChanged, refuseFull } from '../marketplace/quick-booking/service.ts';
import type { MarketplaceCompany } from '../marketplace/types.ts';
import type { WriteContext } from '../marketplace/write-context.ts';
import { erasePersonalData } from '../privacy/retention-repository.ts';
import { deleteReviewOfRequest } from '../reviews/review-repository.ts';
import { cancelProposal, proposeDate } from '../leads/date-proposal-service.ts';
import { confirmedTimeInWords } from '../delivery/messages/lead-answer.ts';
import { cancelLead, withdrawLeads } from '../requests/lead-state-repository.ts';
import {
  moveBooking,
  storedBooking,
  storedFormRequest,
  type StoredBooking,
  type StoredFormRequest,
} from './my-move-repository.ts';

/** The one answer to every link that opens nothing: malformed, unknown, expired, revoked, or its request gone. */
function linkUnavailable(): Refusal {
  return new Refusal('not_found', [{ ...MY_MOVE_ERRORS.linkUnavailable, field: null }]);
}

function notChangeable(): Refusal {
  return conflict(MY_MOVE_ERRORS.notChangeable.code, MY_MOVE_ERRORS.notChangeable.message);
}

/** The visitor's request a token opens at `now`, or the one 404 revealing nothing (no token at all included). */
export async function openVisitorLink(db: Queryable, token: string | undefined, now: Date): Promise<LinkSubject> {
  const subject = token === undefined ? null : await openPrivateLink(db, token, now);
  if (subject?.audience !== 'visitor') throw linkUnavailable();
  return subject;
}

function companyOf(market: Marketplace, code: string): MarketplaceCompany {
  const company = market.catalogue.company(code);
  // Leads reference companies by foreign key and the catalogue holds every company, enabled or not.
  if (!company) throw new Error(`company ${code} of a stored request is not in the catalogue`);
  return company;
}

/** A booking that still holds its company's day: open or confirmed, its move day not passed. */
function isLive(booking: StoredBooking, now: Date): boolean {
  return (booking.status === 'open' || booking.status === 'confirmed') && booking.movingDate >= japanToday(now);
}

/** The state a booking shows: a live one whose move day has passed is completed, whatever was stored. */
function bookingStatus(booking: StoredBooking, now: Date): LeadStatus {
  const held = booking.status === 'open' || booking.status === 'confirmed';
  return held && !isLive(booking, now) ? 'completed' : booking.status;
}

/** The fee of cancelling a live booking now; null for one that can no longer be cancelled. */
function feeNow(booking: StoredBooking, now: Date): CancellationFee | null {
  return isLive(booking, now) ? cancellationFee(booking.movingDate, booking.priceParts, now) : null;
}

/** A new day is free to choose only while cancelling is (3 days or more before the move day: no 延期手数料). */
function dateChangeable(booking: StoredBooking, now: Date): boolean {
  const fee = feeNow(booking, now);
  return fee !== null && fee.percent === 0;
}

/**
 * A booking of `flow` as its page shows it, in the page's `wording` (its language): the move, the price's
 * parts, the company's hours and closed days. The company's name is a name and stays as it is.
 */
function bookingView(market: Marketplace, flow: FlowsWith<'booking'>, booking: StoredBooking, now: Date, wording: MoveWording): MyMoveView {
  const company = companyOf(market, booking.companyCode);
  const { locale } = wording;
  const move = moveInWords(wording, booking.details);
  return {
    flow,
    reference: booking.reservationId,
    receivedAt: booking.createdAt,
    fields: moveRows(wording, move, undefined),
    companies: [{
      code: company.code,
      name: company.name,
      logoPath: company.logoPath,
      price: booking.price,
      priceParts: pricePartsIn(booking.priceParts, locale),
      status: bookingStatus(booking, now),
      withdrawable: false,
      confirmedTime: null,
    }],
    partners: [],
    contact: null,
    booking: {
      movingDate: booking.movingDate,
      slot: booking.slot,
      holdEndsAt: booking.status === 'open' && Date.parse(booking.expiresAt) > now.getTime() ? booking.expiresAt : null,
      telephoneNumber: company.telephoneNumber,
      businessHours: businessHoursIn(company.businessHours, locale),
      closedDays: [...company.closedWeekdays].sort().map((weekday) => weekdayName(weekday, locale)),
      cancellation: feeNow(booking, now),
      dateChangeable: dateChangeable(booking, now),
      cancelled: booking.cancelled,
      dateProposal: booking.proposal === null || !isLive(booking, now)
        ? null
        : { ...booking.proposal.day, priceParts: pricePartsIn(booking.proposal.day.priceParts, locale), answerBy: booking.proposal.answerBy.toISOString() },
    },
  };
}

const isLiveLead = (status: LeadStatus) => status === 'open' || status === 'confirmed';

/** An estimate request or a provisional reservation as its page shows it, in the page's `wording`: the move, prices' parts and partner services. */
function formView(market: Marketplace, stored: StoredFormRequest, wording: MoveWording): MyMoveView {
  const { details } = stored;
  const move = moveInWords(wording, details);
  const partnerIds = [...details.partners, ...stored.laterPartnerIds];
  return {
    flow: stored.flow,
    reference: stored.requestId,
    receivedAt: stored.createdAt,
    fields: moveRows(wording, move, details.personal.note ?? undefined),
    companies: stored.leads.map((lead): MyMoveCompany => {
      const company = companyOf(market, lead.companyCode);
      return {
        code: company.code,
        name: company.name,
        logoPath: company.logoPath,
        price: lead.price,
        priceParts: pricePartsIn(lead.priceParts, wording.locale),
        status: lead.status,
        withdrawable: isLiveLead(lead.status),
        confirmedTime: lead.status === 'confirmed' && lead.confirmed !== null ? confirmedTimeInWords(wording, lead.confirmed.date, lead.confirmed.timeFrame) : null,
      };
    }),
    partners: partnerIds.flatMap((id) => {
      const alliance = market.catalogue.alliances.find((candidate) => candidate.id === id);
      return alliance === undefined ? [] : [allianceWords(alliance, wording.locale).title];
    }),
    // Every moving-form request has its contact choice (migration 0005 gave older ones e-mail only); only a booking has none.
    contact: details.contact ?? { method: 'email', windows: [] },
    booking: null,
  };
}

async function lockedBooking(tx: Queryable, subject: LinkSubject): Promise<StoredBooking> {
  const booking = await storedBooking(tx, subject.reference, { lock: true });
  if (!booking || booking.erased) throw linkUnavailable();
  return booking;
}

async function lockedFormRequest(tx: Queryable, subject: LinkSubject): Promise<StoredFormRequest> {
  if (flowHas(subject.flow, 'booking')) throw notChangeable();
  const stored = await storedFormRequest(tx, subject.flow, subject.reference, { lock: true });
  if (!stored || stored.erased) throw linkUnavailable();
  return stored;
}

/** GET /api/my-move/: the request the link opens, as it stands now, in the page's `wording`. */
export async function myMoveView(market: Marketplace, db: Queryable, subject: LinkSubject, now: Date, wording: MoveWording): Promise<MyMoveView> {
  if (flowHas(subject.flow, 'booking')) {
    const booking = await storedBooking(db, subject.reference, { lock: false });
    if (!booking || booking.erased) throw linkUnavailable();
    return bookingView(market, subject.flow, booking, now, wording);
  }
  const stored = await storedFormRequest(db, subject.flow, subject.reference, { lock: false });
  if (!stored || stored.erased) throw linkUnavailable();
  return formView(market, stored, wording);
}

function feeChanged(current: CancellationFee): Refusal {
  return conflict(MY_MOVE_ERRORS.feeChanged.code, MY_MOVE_ERRORS.feeChanged.message, { cancellation: current });
}

/**
 * Cancels a live booking at the fee the visitor was shown (another fee now, the day having turned,
 * is a 409 with the new one), storing the fee, giving the day's unit back and telling the company,
 * all in the caller's transaction. Returns what it ended, or null when there was nothing to cancel.
 */
async function cancelLiveBooking({ tx, now, mail }: WriteContext, booking: StoredBooking, shownFee: number | null): Promise<VisitorChange | null> {
  const fee = feeNow(booking, now);
  if (fee === null) return null;
  if (fee.fee !== shownFee) throw feeChanged(fee);
  if (!(await cancelLead(tx, booking.id, fee, now))) return null;
  await releaseDayUnit(tx, booking.companyCode, booking.movingDate);
  await cancelProposal({ tx, now, mail }, booking);
  return { kind: 'cancelled', period: fee.period, percent: fee.percent, fee: fee.fee };
}

/**
 * POST /api/my-move/cancel/: cancels the quick booking. The same cancel twice (a double click, two
 * tabs, two instances) changes it once: the second finds it cancelled and answers the page as it is.
 */
export async function cancelQuickBooking(market: Marketplace, context: WriteContext, subject: LinkSubject, request: MyMoveCancelRequest, wording: MoveWording): Promise<MyMoveView> {
  if (!flowHas(subject.flow, 'booking')) throw notChangeable();
  const { tx, now, mail } = context;
  const booking = await lockedBooking(tx, subject);
  const ended = await cancelLiveBooking(context, booking, request.fee);
  if (ended) {
    await mail.visitorChanged(tx, { flow: subject.flow, reference: booking.reservationId, at: now, companies: [companyOf(market, booking.companyCode)], change: ended });
  }
  return bookingView(market, subject.flow, (await storedBooking(tx, subject.reference, { lock: false }))!, now, wording);
}

/** The booking's day and price now, and re-quoted for `date` through the same pricing; refuses a day it cannot move to. */
async function requote(market: Marketplace, db: Queryable, booking: StoredBooking, date: string, now: Date): Promise<MyMoveDateQuote> {
  if (!dateChangeable(booking, now)) throw notChangeable();
  requireBookableDate(date, now, 'movingDate');
  if (date === booking.movingDate) throw invalid([{ code: 'SAME_DATE', message: /*i18n*/ '現在のご予約と同じ日です。別の日をお選びください。', field: 'movingDate' }]);
  const company = companyOf(market, booking.companyCode);
  const move = storedMoveSpec(booking.details.move, market.itemVolumes);
  if (!company.enabled || !servesMove(company, move) || !worksOn(company, date) || (booking.slot === 'am' && !company.acceptsAm)) refuseFull();
  // Read through the caller's connection (its transaction, when changing): the embedded database has but one.
  const booked = await bookedUnitsBetween(db, date, date);
  if ((booked.get(dayUnitKey(company.code, date)) ?? 0) >= company.dailyCapacity) refuseFull();
  const quote = quoteFor(company, move, date, booking.slot);
  return {
    current: { date: booking.movingDate, price: booking.price, priceParts: booking.priceParts },
    proposed: { date, price: quote.total, priceParts: quote.parts },
  };
}

/** POST /api/my-move/date-quote/: what the booking would cost on another day, beside what it costs now, the parts in `locale`. */
export async function quoteDateChange(market: Marketplace, db: Queryable, subject: LinkSubject, request: MyMoveDateQuoteRequest, now: Date, locale: Locale): Promise<MyMoveDateQuote> {
  if (!flowHas(subject.flow, 'booking')) throw notChangeable();
  const booking = await storedBooking(db, subject.reference, { lock: false });
  if (!booking || booking.erased) throw linkUnavailable();
  const { current, proposed } = await requote(market, db, booking, request.movingDate, now);
  return {
    current: { ...current, priceParts: pricePartsIn(current.priceParts, locale) },
    proposed: { ...proposed, priceParts: pricePartsIn(proposed.priceParts, locale) },
  };
}

/**
 * POST /api/my-move/change-date/: a new day at the price the visitor was shown (another price now is a
 * 409 1003 with it, as at booking). A booking still open moves: in one transaction it changes under a
 * condition on its day, the new day's unit is taken (a full day refuses it all, 409 1002) and the old
 * day's given back: never both days held, never neither. A booking its company confirmed does not
 * move: the new day is proposed to the company, and the confirmed day stands until it accepts
 * (server/leads/date-proposal-service.ts). The same change twice changes it once.
 */
export async function changeBookingDate(market: Marketplace, context: WriteContext, subject: LinkSubject, request: MyMoveDateChangeRequest, wording: MoveWording): Promise<MyMoveView> {
  if (!flowHas(subject.flow, 'booking')) throw notChangeable();
  const { tx, now, mail } = context;
  const booking = await lockedBooking(tx, subject);
  const asked = booking.status === 'confirmed' ? booking.proposal?.day.date : booking.movingDate;
  if (asked === request.movingDate && isLive(booking, now)) return bookingView(market, subject.flow, booking, now, wording);
  const { current, proposed } = await requote(market, tx, booking, request.movingDate, now);
  if (proposed.price !== request.price) throw priceChanged(request.price, { total: proposed.price, parts: proposed.priceParts }, wording.locale);
  if (booking.status === 'confirmed') {
    await proposeDate(market, context, booking, proposed);
  } else {
    const company = companyOf(market, booking.companyCode);
    if (!(await moveBooking(tx, booking.id, current, proposed, now))) return bookingView(market, subject.flow, booking, now, wording);
    if (!(await takeDayUnit(tx, company.code, proposed.date, company.dailyCapacity))) refuseFull();
    await releaseDayUnit(tx, company.code, current.date);
    await mail.linksFollowMovingDate(tx, booking.reservationId, proposed.date, now);
    await mail.visitorChanged(tx, { flow: subject.flow, reference: booking.reservationId, at: now, companies: [company], change: { kind: 'dateChanged', previous: current, current: proposed } });
  }
  return bookingView(market, subject.flow, (await storedBooking(tx, subject.reference, { lock: false }))!, now, wording);
}

/**
 * Withdraws the request from the companies named whose leads are live, giving back each unit a
 * reservation lead held, in the caller's transaction; returns the companies withdrawn from.
 */
async function withdrawLive(market: Marketplace, { tx, now }: WriteContext, stored: StoredFormRequest, codes: readonly string[]): Promise<MarketplaceCompany[]> {
  const withdrawn = await withdrawLeads(tx, stored.id, codes, now);
  for (const lead of withdrawn) {
    if (lead.holdsUnit) await releaseDayUnit(tx, lead.companyCode, lead.movingDate);
  }
  return withdrawn.map((lead) => companyOf(market, lead.companyCode));
}

/**
 * POST /api/my-move/withdraw/: withdraws an estimate request or a provisional reservation from the
 * companies named (one or all); each is told to stop contacting the visitor. A company withdrawn
 * from already is not told twice.
 */
export async function withdrawRequest(market: Marketplace, context: WriteContext, subject: LinkSubject, request: MyMoveWithdrawRequest, wording: MoveWording): Promise<MyMoveView> {
  const { tx, now, mail } = context;
  const stored = await lockedFormRequest(tx, subject);
  const known = new Set(stored.leads.map((lead) => lead.companyCode));
  if (request.companyCodes.some((code) => !known.has(code))) {
    throw invalid([{ code: 'UNKNOWN_COMPANY', message: /*i18n*/ 'このご依頼の引越し業者ではありません。', field: 'companyCodes' }]);
  }
  const companies = await withdrawLive(market, context, stored, request.companyCodes);
  if (companies.length > 0) await mail.visitorChanged(tx, { flow: stored.flow, reference: stored.requestId, at: now, companies, change: { kind: 'withdrawn' } });
  return formView(market, (await storedFormRequest(tx, stored.flow, stored.requestId, { lock: false }))!, wording);
}

/** What erasing removes, in the words the page says it in (answered in the page's language). */
const ERASED_ITEMS: Readonly<Record<LinkSubject['flow'], string[]>> = {
  estimate: [/*i18n*/ 'お名前・フリガナ', /*i18n*/ 'メールアドレス', /*i18n*/ '電話番号', /*i18n*/ '番地・建物名', /*i18n*/ 'リスト以外の荷物・その他ご要望'],
  reservation: [/*i18n*/ 'お名前・フリガナ', /*i18n*/ 'メールアドレス', /*i18n*/ '電話番号', /*i18n*/ '番地・建物名', /*i18n*/ 'リスト以外の荷物・その他ご要望'],
  quickBooking: [/*i18n*/ 'お名前・フリガナ', /*i18n*/ 'メールアドレス', /*i18n*/ '電話番号', /*i18n*/ '番地・建物名', /*i18n*/ 'リスト以外の荷物'],
};

/**
 * POST /api/my-move/erase/: "erase my data now". A live booking is first cancelled at the fee shown
 * (`fee`, as for a cancel) and a request's live leads withdrawn, since a company cannot move someone
 * it cannot reach; then the request's personal data is erased in place by the retention rule's own
 * function, every company and partner service it went to is told (and asked to erase its copy; one
 * that never received it is left out by the erasure), and the request's links
 * are revoked. Two tabs erasing at once: the second finds it erased and answers the same.
 */
export async function eraseNow(market: Marketplace, context: WriteContext, subject: LinkSubject, request: MyMoveEraseRequest, wording: MoveWording): Promise<MyMoveErased> {
  const { tx, now, mail } = context;
  const erased = ERASED_ITEMS[subject.flow].map((item) => wording.words(item));
  let ended: string[] = [];
  let fee = 0;
  if (flowHas(subject.flow, 'booking')) {
    const booking = await storedBooking(tx, subject.reference, { lock: true });
    if (!booking) throw linkUnavailable();
    if (booking.erased) return { reference: subject.reference, erased, ended, fee };
    const company = companyOf(market, booking.companyCode);
    const cancelled = await cancelLiveBooking(context, booking, request.fee);
    if (cancelled?.kind === 'cancelled') {
      ended = [company.name];
      fee = cancelled.fee;
    }
    await mail.visitorChanged(tx, { flow: subject.flow, reference: booking.reservationId, at: now, companies: [company], change: { kind: 'erased', ended: cancelled } });
  } else {
    const stored = await storedFormRequest(tx, subject.flow, subject.reference, { lock: true });
    if (!stored) throw linkUnavailable();
    if (stored.erased) return { reference: subject.reference, erased, ended, fee };
    const withdrawn = await withdrawLive(market, context, stored, stored.leads.map((lead) => lead.companyCode));
    ended = withdrawn.map((company) => company.name);
    const withdrawnCodes = new Set(withdrawn.map((company) => company.code));
    for (const lead of stored.leads) {
      const company = companyOf(market, lead.companyCode);
      const change: VisitorChange = { kind: 'erased', ended: withdrawnCodes.has(company.code) ? { kind: 'withdrawn' } : null };
      await mail.visitorChanged(tx, { flow: stored.flow, reference: stored.requestId, at: now, companies: [company], change });
    }
    const partnerIds = new Set([...stored.details.partners, ...stored.laterPartnerIds]);
    await mail.partnersErased(tx, { reference: stored.requestId, at: now, partners: market.catalogue.alliances.filter((alliance) => partnerIds.has(alliance.id)) });
  }
  await erasePersonalData(tx, { reference: subject.reference }, now);
  await revokePrivateLinks(tx, { reference: subject.reference }, now);
  // The review holds nothing of the visitor, but it is theirs: it goes too unless they keep it.
  if (request.keepReview !== true && (await deleteReviewOfRequest(tx, subject.reference))) erased.push(wording.words(/*i18n*/ '口コミ'));
  return { reference: subject.reference, erased, ended, fee };
}

