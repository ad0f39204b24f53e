import type { CancellationFee } from '../cancellation/cancellationFee.ts';
import type { ContactPreference } from '../options/contactPreference.ts';
import type { FlowId } from '../flows/flows.ts';
import type { LeadStatus } from './leadStatus.ts';
import type { PricePart } from './priceLines.ts';

export { myMoveCancelRequestSchema, myMoveDateQuoteRequestSchema, myMoveDateChangeRequestSchema, myMoveWithdrawRequestSchema, myMoveEraseRequestSchema } from './myMoveRequests.ts';
export type { MyMoveCancelRequest, MyMoveDateQuoteRequest, MyMoveDateChangeRequest, MyMoveWithdrawRequest, MyMoveEraseRequest } from './myMoveRequests.ts';

/**
 * The visitor's page of one request or booking (app/my-move/, GET and POST /api/my-move/…). Every
 * call carries the private link's token as `Authorization: Bearer <token>`; a missing, malformed,
 * unknown, expired or revoked token, and a request that no longer exists, all get the same 404
 * (`LINK_UNAVAILABLE`), revealing nothing.
 *
 * The request bodies' schemas live in ./myMoveRequests.ts (re-exported here), apart from the page's
 * words and codes, so the page, which imports those, does not load zod.
 */

export interface MyMoveCompany {
  code: string;
  name: string;
  /** Path of the company's logo. */
  logoPath: string;
  /** The price shown when the request was sent (null: the company estimates by visit or phone). */
  price: number | null;
  priceParts: PricePart[] | null;
  status: LeadStatus;
  /** Whether the visitor can withdraw from this company now (estimate and reservation). */
  withdrawable: boolean;
  /**
   * The day and time frame a company confirmed a provisional reservation for, in the page's language
   * ('2026年12月5日（土） 午前', as the visitor's e-mail says it); null until then, and for the other flows.
   */
  confirmedTime: string | null;
}

/** A row of the request's details as the confirmation e-mail lists them (引越し元, 引越し予定日…), in the page's language (Moving from…). */
export interface MyMoveField {
  label: string;
  value: string;
}

/** A quick booking's own facts: its day, hold and company contact, and what the visitor can do with it. */
export interface MyMoveBooking {
  movingDate: string;
  /** 'free' (any time) or 'am' (morning). */
  slot: 'free' | 'am';
  /** ISO 8601 instant the company's hold ends unless it confirms; null once it is no longer waiting for that (confirmed, ended, or past). */
  holdEndsAt: string | null;
  telephoneNumber: string;
  /** In the page's language: '9:00〜19:00', '9:00–19:00'. */
  businessHours: string;
  /** The company's closed weekdays in the page's language: ['水'], ['Wed']. */
  closedDays: string[];
  /** The fee of cancelling now (null: it can no longer be cancelled: ended, cancelled, or past the move day). */
  cancellation: CancellationFee | null;
  /** Whether the day can be changed now (open or confirmed, and at least 3 days before the move day: no fee). */
  dateChangeable: boolean;
  /** The cancellation as stored, once cancelled. */
  cancelled: { at: string; fee: number; percent: number } | null;
  /**
   * A new day the visitor asked for after the company confirmed: it waits for the company's answer
   * until `answerBy`, and the booking stays on `movingDate` (its fee counted from it) meanwhile.
   */
  dateProposal: MyMoveDateProposal | null;
}

/** A new day waiting for the company: the day, its price as quoted, and until when the company may answer. */
export interface MyMoveDateProposal extends PricedDay {
  /** ISO 8601 instant. */
  answerBy: string;
}

export interface MyMoveView {
  flow: FlowId;
  reference: string;
  /** ISO 8601 instant the request was received. */
  receivedAt: string;
  fields: MyMoveField[];
  companies: MyMoveCompany[];
  /** Titles of the partner services it also went to, in the page's language (Japanese where a service has no English). */
  partners: string[];
  /** The contact choice (estimate and reservation); null for a quick booking. */
  contact: ContactPreference | null;
  booking: MyMoveBooking | null;
}

/** One day of a booking with its price. */
export interface PricedDay {
  date: string;
  price: number;
  priceParts: PricePart[];
}

/** The booking's day and price now, and on the day asked for (the same company and slot, re-quoted). */
export interface MyMoveDateQuote {
  current: PricedDay;
  proposed: PricedDay;
}

/** What "erase my data now" did. */
export interface MyMoveErased {
  reference: string;
  /** What was erased, in words of the page's language (お名前, メールアドレス…; Name and name in katakana…). */
  erased: string[];
  /** Companies withdrawn from or the booking cancelled on the way, by name. */
  ended: string[];
  /** The fee of a booking cancelled on the way (0 when free or none). */
  fee: number;
}

/** The error codes of /api/my-move/. */
export const MY_MOVE_ERRORS = {
  linkUnavailable: { code: 'LINK_UNAVAILABLE', message: /*i18n*/ 'このリンクは無効か、有効期限が切れています。' },
  feeChanged: { code: 'FEE_CHANGED', message: /*i18n*/ 'キャンセル料が変わりました。表示し直したキャンセル料をご確認のうえ、もう一度お手続きください。' },
  notChangeable: { code: 'NOT_CHANGEABLE', message: /*i18n*/ 'このご依頼は、現在この手続きができない状態です。' },
} as const;

/** A lead's state as the visitor reads it (one word per state, every flow). */
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  open: /*i18n*/ '送信済み',
  confirmed: /*i18n*/ '確定',
  declined: /*i18n*/ 'お断り',
  expired: /*i18n*/ '期限切れ',
  withdrawn: /*i18n*/ '取り下げ済み',
  cancelled: /*i18n*/ 'キャンセル済み',
  completed: /*i18n*/ '完了',
};

/** What each state means for the visitor, said under the company. */
export const LEAD_STATUS_NOTES: Readonly<Record<LeadStatus, string>> = {
  open: /*i18n*/ '引越し業者からのご連絡をお待ちください。',
  confirmed: /*i18n*/ '引越し業者が確定しました。',
  declined: /*i18n*/ '引越し業者がお受けできませんでした。',
  expired: /*i18n*/ '期限までに引越し業者の確定がありませんでした。',
  withdrawn: /*i18n*/ 'この引越し業者には、お客様へのご連絡をやめるようお伝えしました。',
  cancelled: /*i18n*/ 'この引越し業者には、キャンセルをお伝えしました。',
  completed: /*i18n*/ '引越し日を過ぎました。',
};
