import { isOfFlowWith, type AnsweredFlowId } from '../../domain/flows/flows.ts';
import type { Message } from '../../domain/i18n/message.ts';
import { LEAD_ERROR_CODES, type LeadConfirmRequest, type LeadDateProposal, type LeadDeclineRequest, type LeadResponse } from '../../domain/api/lead.ts';
import type { LeadStatus } from '../../domain/api/leadStatus.ts';
import { confirmableTimeFrames, type ConfirmedTimeFrame } from '../../domain/options/leadAnswers.ts';
import { customerRows } from '../delivery/messages/company-lead.ts';
import type { AnsweredRequest, LeadAnswerFacts } from '../delivery/lead-answer-messages.ts';
import type { LeadOutcome } from '../delivery/messages/lead-answer.ts';
import { keptMoveRows, moveRows } from '../delivery/messages/message-parts.ts';
import { moveInWords } from '../delivery/move-description.ts';
import { areaOnlyWording, japaneseWording } from '../delivery/move-wording.ts';
import { dateWithWeekday } from '../../domain/format/japanTime.ts';
import { customerOf } from '../delivery/request-messages.ts';
import type { Queryable } from '../db/database.ts';
import { conflict, invalid, Refusal } from '../errors/refusal.ts';
import type { LinkSubject } from '../links/link-subject.ts';
import { openPrivateLink } from '../links/private-link.ts';
import { releaseDayUnit } from '../marketplace/capacity/day-capacity-repository.ts';
import type { Marketplace } from '../marketplace/marketplace.ts';
import type { MarketplaceCompany } from '../marketplace/types.ts';
import type { WriteContext } from '../marketplace/write-context.ts';
import { recordLeadAnswer, type LeadAnswerChange } from '../requests/lead-state-repository.ts';
import { isReservationLead, storedLead, type CompanyLead, type ReservationLead } from './lead-repository.ts';

/** A lead a company confirms or declines: a provisional reservation's or a quick booking's. */
type AnswerableLead = Extract<CompanyLead, { flow: AnsweredFlowId }>;

/** The one answer for a malformed, unknown, expired or revoked link, and for a link that is not a company's: it reveals nothing. */
export const LEAD_LINK_INVALID_MESSAGE = /*i18n*/ 'このリンクは無効か、有効期限が切れています。お手元のメールのリンクをもう一度お確かめください。';

export function linkInvalid(): Refusal {
  return new Refusal('not_found', [{ code: LEAD_ERROR_CODES.linkInvalid, message: LEAD_LINK_INVALID_MESSAGE, field: null }]);
}

/** Why a lead that is not open takes no (other) answer. */
const CLOSED_MESSAGES: Readonly<Record<Exclude<LeadStatus, 'open'>, string>> = {
  confirmed: /*i18n*/ 'この依頼には、すでに「確定」と回答済みです。',
  declined: /*i18n*/ 'この依頼には、すでに「辞退」と回答済みです。',
  expired: /*i18n*/ '回答期限を過ぎたため、この依頼は終了しました。',
  withdrawn: /*i18n*/ 'お客様がこの依頼を取り下げたため、回答できません。',
  cancelled: /*i18n*/ 'お客様がこのご予約をキャンセルしたため、回答できません。',
  completed: /*i18n*/ 'この依頼は終了しています。',
};

export function closed(status: LeadStatus): Refusal {
  const message = status === 'open' ? CLOSED_MESSAGES.expired : CLOSED_MESSAGES[status];
  return conflict(LEAD_ERROR_CODES.alreadyAnswered, message);
}

/** What a company's bearer token opens at `now`: its lead's request and company, or the one 404 of a bad link. */
export async function companyLinkSubject(db: Queryable, token: string | undefined, now: Date): Promise<LinkSubject & { companyCode: string }> {
  const subject = token === undefined ? null : await openPrivateLink(db, token, now);
  if (subject === null || subject.audience !== 'company' || subject.companyCode === null) throw linkInvalid();
  return { ...subject, companyCode: subject.companyCode };
}

/** The company's lead a bearer token opens at `now`, or the one 404 for every link that opens none. */
export async function leadOfToken(db: Queryable, token: string | undefined, now: Date): Promise<CompanyLead> {
  const subject = await companyLinkSubject(db, token, now);
  const lead = await storedLead(db, subject.flow, subject.reference, subject.companyCode);
  if (lead === undefined) throw linkInvalid();
  return lead;
}

export function companyOf(market: Marketplace, code: string): MarketplaceCompany {
  // Companies are disabled, never removed, so every lead's company is in the catalogue.
  const company = market.catalogue.company(code);
  if (company === undefined) throw new Error(`company ${code} of a lead is not in the catalogue`);
  return company;
}

/**
 * Whether the company still serves the visitor: an open or confirmed lead. One declined, expired,
 * withdrawn or cancelled no longer does, and its page keeps the move as the company may keep it
 * (prefecture and city, dates, people, belongings) and nothing that reaches the visitor: no name or
 * contact, no town, house number or building, no free text. The API answer leaves them out, not the page.
 */
const servesVisitor = (status: LeadStatus) => status === 'open' || status === 'confirmed';

function dateProposalView(lead: CompanyLead): LeadDateProposal | null {
  if (!isOfFlowWith(lead, 'booking') || lead.proposal === null || lead.status !== 'confirmed') return null;
  const { proposal } = lead;
  return {
    confirmedDate: lead.movingDate,
    confirmedPrice: { total: lead.price, parts: lead.priceParts },
    proposedDate: proposal.day.date,
    proposedPrice: { total: proposal.day.price, parts: proposal.day.priceParts },
    proposedAt: proposal.proposedAt.toISOString(),
    answerBy: proposal.answerBy.toISOString(),
  };
}

/** The time frames the company may confirm, of those the reservation's visitor asked for (its form always asks). */
function timeFramesOf(lead: ReservationLead): ConfirmedTimeFrame[] {
  const { time } = lead.details.move;
  if (time.kind !== 'timeFrame') throw new Error(`reservation ${lead.reference} asks no time frame`);
  return confirmableTimeFrames(time.timeFrame);
}

/** The lead as its page shows it: what the company's e-mail said (the visitor and the move, in Japanese), its state and its answer. */
export function leadView(market: Marketplace, lead: CompanyLead): LeadResponse {
  const japanese = japaneseWording(market.reference.addresses);
  const serving = servesVisitor(lead.status);
  const { details } = lead;
  const move = moveInWords(serving ? japanese : areaOnlyWording(japanese), details);
  return {
    flow: lead.flow,
    reference: lead.reference,
    receivedAt: lead.receivedAt.toISOString(),
    companyName: companyOf(market, lead.companyCode).name,
    status: lead.status,
    answerBy: isOfFlowWith(lead, 'companyAnswers') ? lead.answerBy.toISOString() : null,
    customer: serving ? customerRows(customerOf(details, lead.locale), details.contact) : [],
    price: lead.price === null ? null : { total: lead.price, parts: lead.priceParts ?? [] },
    move: serving ? moveRows(japanese, move, details.personal.note ?? undefined) : keptMoveRows(japanese, move),
    confirmable: isReservationLead(lead) ? { date: lead.movingDate, timeFrames: timeFramesOf(lead) } : null,
    answer: lead.answeredAt === null ? null : {
      answeredAt: lead.answeredAt.toISOString(),
      confirmedDate: isReservationLead(lead) ? lead.confirmedDate : null,
      confirmedTimeFrame: isReservationLead(lead) ? lead.confirmedTimeFrame : null,
      declineReason: lead.declineReason,
    },
    dateProposal: dateProposalView(lead),
  };
}

/** GET /api/lead/: the lead the token opens. */
export async function readLead(market: Marketplace, token: string | undefined, now: Date): Promise<LeadResponse> {
  return leadView(market, await leadOfToken(market.db, token, now));
}

/** The company may confirm the visitor's day only: 「確定できる日は、お客様のご希望日（2026年12月5日（土））だけです。」 */
function confirmableDayOnly(movingDate: string): Message {
  return /*i18n*/ { id: '確定できる日は、お客様のご希望日（{date}）だけです。', values: { date: dateWithWeekday(movingDate) } };
}

/** A reservation's confirmation must name the visitor's day and one of the time frames they asked for. */
function reservationConfirmation(lead: ReservationLead, body: LeadConfirmRequest): { date: string; timeFrame: ConfirmedTimeFrame } {
  const timeFrames = timeFramesOf(lead);
  const errors = [
    ...(body.date === lead.movingDate ? [] : [{ code: 'INVALID_INPUT', message: confirmableDayOnly(lead.movingDate), field: 'date' }]),
    ...(body.timeFrame !== undefined && timeFrames.includes(body.timeFrame) ? [] : [{ code: 'INVALID_INPUT', message: /*i18n*/ 'お客様のご希望の時間帯から選んでください。', field: 'timeFrame' }]),
  ];
  if (errors.length > 0) throw invalid(errors);
  return { date: lead.movingDate, timeFrame: body.timeFrame! };
}

/** Whether a closed lead already holds exactly this answer (a repeat, answered again as the first). */
function sameAnswer(lead: CompanyLead, answer: LeadAnswerChange): boolean {
  if (lead.status !== answer.status) return false;
  if (answer.status === 'declined') return lead.declineReason === answer.reason;
  return !isReservationLead(lead) || (lead.confirmedDate === answer.date && lead.confirmedTimeFrame === answer.timeFrame);
}

/**
 * Records an answer on the lead the token opens, in the caller's transaction, with the visitor's
 * message about it. The lead's one conditional UPDATE decides a race: the answer that finds the lead
 * open wins; another one, on any instance, then finds its state and is answered 409 with it in words,
 * unless it is the very same answer, which is answered as the first (200, nothing written twice).
 */
async function answerLead(market: Marketplace, { tx, now, mail }: WriteContext, token: string | undefined, answerOf: (lead: CompanyLead) => LeadAnswerChange): Promise<LeadResponse> {
  const lead = await leadOfToken(tx, token, now);
  if (!isOfFlowWith(lead, 'companyAnswers')) throw conflict(LEAD_ERROR_CODES.notAnswerable, /*i18n*/ '見積り依頼には、確定・辞退の回答はありません。お客様へ直接ご連絡ください。');
  const answer = answerOf(lead);
  const won = await recordLeadAnswer(tx, lead.reference, lead.companyCode, answer, now);
  const after = await storedLead(tx, lead.flow, lead.reference, lead.companyCode);
  if (after === undefined) throw linkInvalid();
  if (!won) {
    if (sameAnswer(after, answer)) return leadView(market, after);
    throw closed(after.status);
  }
  if (answer.status === 'declined') {
    if (won.holdsUnit) await releaseDayUnit(tx, lead.companyCode, lead.movingDate);
  }
  const outcome: LeadOutcome = answer.status === 'declined'
    ? { kind: 'declined', reason: answer.reason }
    : { kind: 'confirmed', date: lead.movingDate, timeFrame: answer.timeFrame ?? null };
  await mail.leadAnswered(tx, { ...answerDelivery(market, lead, now), outcome });
  return leadView(market, after);
}

/** What the visitor's message about an answer to a reservation or quick booking lead is made of, but the outcome. */
export function answerDelivery(market: Marketplace, lead: AnswerableLead, answeredAt: Date): AnsweredRequest & LeadAnswerFacts {
  return {
    flow: lead.flow, details: lead.details, reference: lead.reference, company: companyOf(market, lead.companyCode),
    price: { total: lead.price, parts: lead.priceParts }, answeredAt, locale: lead.locale,
  };
}

/** POST /api/lead/confirm/: a quick booking is confirmed as booked; a provisional reservation for the visitor's day in a time frame they asked for. */
export function confirmLead(market: Marketplace, context: WriteContext, token: string | undefined, body: LeadConfirmRequest): Promise<LeadResponse> {
  return answerLead(market, context, token, (lead) =>
    isReservationLead(lead) ? { status: 'confirmed', ...reservationConfirmation(lead, body) } : { status: 'confirmed' });
}

/** POST /api/lead/decline/: the lead ends with a reason from the fixed list; its unit of the company's day is given back. */
export function declineLead(market: Marketplace, context: WriteContext, token: string | undefined, body: LeadDeclineRequest): Promise<LeadResponse> {
  return answerLead(market, context, token, () => ({ status: 'declined', reason: body.reason }));
}
