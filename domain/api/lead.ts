import type { FlowId } from '../flows/flows.ts';
import type { ConfirmedTimeFrame, DeclineReason } from '../options/leadAnswers.ts';
import type { LeadStatus } from './leadStatus.ts';
import type { PricePart } from './priceLines.ts';

export { leadConfirmRequestSchema, leadDateProposalAnswerSchema, leadDeclineRequestSchema } from './leadRequests.ts';
export type { LeadConfirmRequest, LeadDateProposalAnswer, LeadDeclineRequest } from './leadRequests.ts';

/**
 * The company's lead page (/lead/) and its API: GET /api/lead/, POST /api/lead/confirm/ and
 * /api/lead/decline/. Every call carries the lead's private link token as `Authorization: Bearer
 * <token>`; the token names the company and the lead, never the body.
 */

/** A label and its value as the company's e-mail wrote it; a value may span lines. */
export interface LeadField {
  label: string;
  value: string;
}

/** What the company answered. */
export interface LeadAnswer {
  /** ISO 8601 instant of the answer (or of the expiry). */
  answeredAt: string;
  /** The day ('yyyy-MM-dd') and time frame a provisional reservation was confirmed for; null otherwise. */
  confirmedDate: string | null;
  confirmedTimeFrame: ConfirmedTimeFrame | null;
  declineReason: DeclineReason | null;
}

/** Response of GET /api/lead/ (and of the answers): the lead as the company's e-mail showed it, and its state. */
export interface LeadResponse {
  flow: FlowId;
  /** requestId or reservationId. */
  reference: string;
  /** ISO 8601 instant the request was made. */
  receivedAt: string;
  companyName: string;
  status: LeadStatus;
  /**
   * ISO 8601 instant until which the company may confirm or decline (a quick booking's hold end, a
   * provisional reservation's answer deadline); null for an estimate lead, which takes no answer.
   */
  answerBy: string | null;
  /** The visitor: name, e-mail, the phone only when the visitor chose phone, and how to reach them. */
  customer: LeadField[];
  /** The price the visitor was shown, with its parts; null when none was shown. */
  price: { total: number; parts: PricePart[] } | null;
  /** The move: addresses, date, time, people, belongings, other requests. */
  move: LeadField[];
  /**
   * What a confirmation of a provisional reservation may name: the visitor's day and the time frames
   * the visitor asked for; null for the other flows.
   */
  confirmable: { date: string; timeFrames: ConfirmedTimeFrame[] } | null;
  answer: LeadAnswer | null;
  /** A new day the visitor asks for after the company confirmed its quick booking, waiting for its answer; null otherwise. */
  dateProposal: LeadDateProposal | null;
}

/** A visitor's new day for a confirmed booking: the confirmed day stands until the company accepts the new one. */
export interface LeadDateProposal {
  confirmedDate: string;
  confirmedPrice: { total: number; parts: PricePart[] };
  proposedDate: string;
  /** The new day's price as the visitor was shown it. */
  proposedPrice: { total: number; parts: PricePart[] };
  /** ISO 8601 instants: when the visitor asked, and until when the company may answer. */
  proposedAt: string;
  answerBy: string;
}

/** Error codes of the lead API. */
export const LEAD_ERROR_CODES = {
  /** The link is malformed, unknown, expired or revoked: one answer for all of them. */
  linkInvalid: 'LEAD_LINK_INVALID',
  /** The lead has an answer already (or expired, or was withdrawn): the body's message says which. */
  alreadyAnswered: 'LEAD_ALREADY_ANSWERED',
  /** An estimate lead takes no confirmation or decline. */
  notAnswerable: 'LEAD_NOT_ANSWERABLE',
  /** The new day the company answers no longer waits (answered, expired, replaced or cancelled by the visitor): the message says which. */
  proposalClosed: 'LEAD_DATE_PROPOSAL_CLOSED',
} as const;
