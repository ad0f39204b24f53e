import { flowHas, isOfFlowWith, type FlowId, type FlowsWith, type FlowsWithout, type ProvisionalFlowId } from '../../domain/flows/flows.ts';
import type { LeadStatus } from '../../domain/api/leadStatus.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { ConfirmedTimeFrame, DeclineReason } from '../../domain/options/leadAnswers.ts';
import type { Queryable } from '../db/database.ts';
import { currentDetails, type RequestDetails } from '../requests/request-details.ts';
import { storedRequest, type StoredLead, type StoredRequest } from '../requests/request-repository.ts';
import { waitingProposal, type DateProposal } from './date-proposal-repository.ts';

/** What every lead as its company reads it has: one company's copy of one request. */
interface CompanyLeadBase {
  reference: string;
  companyCode: string;
  receivedAt: Date;
  /** The language the visitor made the request in. */
  locale: Locale;
  status: LeadStatus;
  price: number | null;
  priceParts: PricePart[] | null;
  answeredAt: Date | null;
  declineReason: DeclineReason | null;
  /** The request the lead is a copy of, as it stands (`currentDetails`). */
  details: RequestDetails;
}

/** A provisional reservation and a quick booking always have the price the visitor was shown. */
interface Priced {
  price: number;
  priceParts: PricePart[];
}

/** An estimate's lead: its company calls the visitor rather than answering it. */
export type EstimateLead = CompanyLeadBase & { flow: FlowsWithout<'companyAnswers'> };

/** A provisional reservation's lead: its company confirms the visitor's day in one of their time frames, or declines. */
export type ReservationLead = CompanyLeadBase & Priced & {
  flow: ProvisionalFlowId;
  movingDate: string;
  answerBy: Date;
  confirmedDate: string | null;
  confirmedTimeFrame: ConfirmedTimeFrame | null;
};

/** A quick booking's lead: its company confirms the booking as made, or declines. */
export type BookingLead = CompanyLeadBase & Priced & {
  flow: FlowsWith<'booking'>;
  /** The day the booking stands on (the request's own day until the visitor moved it). */
  movingDate: string;
  answerBy: Date;
  /** The visitor's new day waiting for the company's answer, after it confirmed. */
  proposal: DateProposal | null;
};

/** A lead as its company's page reads it, with the request it is a copy of. */
export type CompanyLead = EstimateLead | ReservationLead | BookingLead;

/** Whether the lead is a provisional reservation's: its company answers it, and it is not a booking. */
export function isReservationLead(lead: CompanyLead): lead is ReservationLead {
  return isOfFlowWith(lead, 'companyAnswers') && !isOfFlowWith(lead, 'booking');
}

/** The lead of `companyCode` in `request`, a request of `flow` whose personal data is kept; else undefined (what a company's link may open). */
export function openableLead(request: StoredRequest | undefined, flow: FlowId, companyCode: string): StoredLead | undefined {
  if (request === undefined || request.erased || request.flow !== flow) return undefined;
  return request.leads.find((candidate) => candidate.companyCode === companyCode);
}

/**
 * One company's lead of one request, or undefined (no such lead, or its personal data erased). Both
 * the reference and the company must match: a link names exactly one lead.
 */
export async function storedLead(db: Queryable, flow: FlowId, reference: string, companyCode: string): Promise<CompanyLead | undefined> {
  const request = await storedRequest(db, reference, { lock: false });
  const lead = openableLead(request, flow, companyCode);
  if (request === undefined || lead === undefined) return undefined;
  const base: CompanyLeadBase = {
    reference,
    companyCode,
    receivedAt: request.createdAt,
    locale: request.locale,
    status: lead.status,
    price: lead.price,
    priceParts: lead.priceParts,
    answeredAt: lead.answeredAt,
    declineReason: lead.declineReason,
    details: currentDetails(request),
  };
  // Spelled per kind of lead so each flow and what its leads add stay paired in the type.
  if (!flowHas(request.flow, 'companyAnswers')) return { ...base, flow: request.flow };
  // A lead its company answers always has a price and an answer deadline.
  const priced = { price: lead.price!, priceParts: lead.priceParts!, movingDate: request.movingDate, answerBy: lead.answerBy! };
  if (!flowHas(request.flow, 'booking')) {
    return {
      ...base, ...priced, flow: request.flow,
      confirmedDate: lead.confirmed?.date ?? null, confirmedTimeFrame: lead.confirmed?.timeFrame ?? null,
    };
  }
  return { ...base, ...priced, flow: request.flow, proposal: (await waitingProposal(db, lead.id)) ?? null };
}
