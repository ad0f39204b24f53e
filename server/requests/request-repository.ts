import type { PricePart } from '../../domain/api/priceLines.ts';
import type { LeadStatus } from '../../domain/api/leadStatus.ts';
import type { FlowId } from '../../domain/flows/flows.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { ContactPreference, ContactWindow } from '../../domain/options/contactPreference.ts';
import type { ConfirmedTimeFrame, DeclineReason } from '../../domain/options/leadAnswers.ts';
import type { Queryable } from '../db/database.ts';
import { emailKey, telKey } from '../marketplace/contact-keys.ts';
import type { Move } from './move.ts';
import { PERSONAL_COLUMNS, PERSONAL_FIELDS, type PersonalData } from './personal-data.ts';
import type { RequestDetails } from './request-details.ts';

/*
 * The one store of requests and leads (migration 0024): every flow's request is a row of `requests`,
 * each company's copy of it a row of `leads`. The flows' own repositories add only what is theirs.
 */

/** A request to store (its move, and its personal data in columns of its own), with what each flow adds where it has it. */
export interface NewRequest extends RequestDetails {
  flow: FlowId;
  reference: string;
  locale: Locale;
  /** The moving day ('yyyy-MM-dd'), or an estimate's last possible one. */
  movingDate: string;
  slot?: 'free' | 'am';
  /** The request keeps its visitor's e-mail and phone from any other such request while its lead lives (a booking). */
  holdsContact?: boolean;
  chosenCodes?: readonly string[];
  abPatterns?: object;
  partnerId?: string | null;
  fingerprint?: string;
  response?: object;
  createdAt: Date;
}

/** One company's lead of a new request. */
export interface NewLead {
  companyCode: string;
  /** False for a company that only receives an estimate request. */
  quotes?: boolean;
  price: number | null;
  priceParts: readonly PricePart[] | null;
  holdsUnit: boolean;
  /** When the lead expires unanswered; null where its company is not asked to answer. */
  answerBy: Date | null;
}

/** The error PostgreSQL raises when a unique index refuses a row (a booking's contact held by another). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

/** Stores a request and its leads inside the caller's transaction; returns the request's row id. */
export async function insertRequest(tx: Queryable, request: NewRequest, leads: readonly NewLead[]): Promise<number> {
  const { personal } = request;
  const personalColumns = PERSONAL_FIELDS.map((field) => PERSONAL_COLUMNS[field]);
  const values: unknown[] = [
    request.flow, request.reference, request.locale, JSON.stringify(request.move), emailKey(personal.email ?? ''), telKey(personal.tel ?? ''),
    request.contact?.method ?? null, request.contact?.windows ?? null, request.movingDate, request.slot ?? null, request.holdsContact ?? false,
    request.chosenCodes ?? null, jsonOrNull(request.abPatterns), request.partnerId ?? null, request.fingerprint ?? null,
    jsonOrNull(request.response), request.createdAt.toISOString(), request.partners,
    ...PERSONAL_FIELDS.map((field) => personal[field]),
  ];
  const { rows } = await tx.query<{ id: number | string }>(
    `INSERT INTO requests (flow, reference, locale, move, email_key, tel_key, contact_method, contact_windows, moving_date, slot, holds_contact,
       chosen_codes, ab_patterns, partner_id, fingerprint, response, created_at, partner_ids, ${personalColumns.join(', ')})
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8::text[], $9::date, $10, $11, $12::text[], $13::jsonb, $14, $15, $16::jsonb, $17, $18::text[],
       ${personalColumns.map((_, index) => `$${19 + index}`).join(', ')})
     RETURNING id`,
    values,
  );
  const id = Number(rows[0]!.id);
  for (const lead of leads) {
    await tx.query(
      `INSERT INTO leads (request_id, company_code, quotes, price, price_parts, holds_unit, answer_by) VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
      [id, lead.companyCode, lead.quotes ?? true, lead.price, jsonOrNull(lead.priceParts), lead.holdsUnit, lead.answerBy?.toISOString() ?? null],
    );
  }
  return id;
}

/** One company's lead of a stored request. */
export interface StoredLead {
  id: number;
  companyCode: string;
  quotes: boolean;
  price: number | null;
  priceParts: PricePart[] | null;
  status: LeadStatus;
  holdsUnit: boolean;
  answerBy: Date | null;
  answeredAt: Date | null;
  /** The day and time frame a company confirmed, where it names them. */
  confirmed: { date: string; timeFrame: ConfirmedTimeFrame } | null;
  declineReason: DeclineReason | null;
  cancelled: { at: Date; fee: number; percent: number } | null;
}

/** A stored request with its leads (its personal data all null once erased). */
export interface StoredRequest extends RequestDetails {
  id: number;
  flow: FlowId;
  reference: string;
  locale: Locale;
  movingDate: string;
  slot: 'free' | 'am' | null;
  createdAt: Date;
  erased: boolean;
  leads: StoredLead[];
}

interface RequestRow extends Record<(typeof PERSONAL_COLUMNS)[keyof typeof PERSONAL_COLUMNS], string | null> {
  id: number | string;
  flow: FlowId;
  reference: string;
  locale: Locale;
  move: Move;
  partner_ids: string[];
  contact_method: ContactPreference['method'] | null;
  contact_windows: ContactWindow[] | null;
  moving_date: string;
  slot: 'free' | 'am' | null;
  created_at: Date | string;
  erased_at: Date | string | null;
}

interface LeadRow {
  id: number | string;
  company_code: string;
  quotes: boolean;
  price: number | null;
  price_parts: PricePart[] | null;
  status: LeadStatus;
  holds_unit: boolean;
  answer_by: Date | string | null;
  answered_at: Date | string | null;
  confirmed_date: string | null;
  confirmed_time_frame: ConfirmedTimeFrame | null;
  decline_reason: DeclineReason | null;
  cancelled_at: Date | string | null;
  cancellation_fee: number | null;
  cancellation_fee_percent: number | null;
}

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function leadOf(row: LeadRow): StoredLead {
  return {
    id: Number(row.id),
    companyCode: row.company_code,
    quotes: row.quotes,
    price: row.price,
    priceParts: row.price_parts,
    status: row.status,
    holdsUnit: row.holds_unit,
    answerBy: dateOrNull(row.answer_by),
    answeredAt: dateOrNull(row.answered_at),
    confirmed: row.confirmed_date === null || row.confirmed_time_frame === null ? null : { date: row.confirmed_date, timeFrame: row.confirmed_time_frame },
    declineReason: row.decline_reason,
    cancelled: row.cancelled_at === null ? null : { at: new Date(row.cancelled_at), fee: row.cancellation_fee ?? 0, percent: row.cancellation_fee_percent ?? 0 },
  };
}

/**
 * The request stored under `reference` with its leads (those that quote first, then by company
 * code), or undefined. With `lock`, the request's row lock is taken first: every change a visitor
 * or a company makes starts so, and changes of one request (two tabs, two instances) take turns.
 */
export async function storedRequest(db: Queryable, reference: string, { lock }: { lock: boolean }): Promise<StoredRequest | undefined> {
  const { rows } = await db.query<RequestRow>(
    `SELECT id, flow, reference, locale, move, partner_ids, contact_method, contact_windows, moving_date, slot, created_at, erased_at,
            ${Object.values(PERSONAL_COLUMNS).join(', ')}
       FROM requests WHERE reference = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [reference],
  );
  const row = rows[0];
  if (!row) return undefined;
  const leads = await db.query<LeadRow>(
    `SELECT id, company_code, quotes, price, price_parts, status, holds_unit, answer_by, answered_at, confirmed_date, confirmed_time_frame,
            decline_reason, cancelled_at, cancellation_fee, cancellation_fee_percent
       FROM leads WHERE request_id = $1 ORDER BY NOT quotes, company_code`,
    [row.id],
  );
  const personal = Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, row[PERSONAL_COLUMNS[field]]])) as PersonalData;
  return {
    id: Number(row.id),
    flow: row.flow,
    reference: row.reference,
    locale: row.locale,
    move: row.move,
    personal,
    partners: row.partner_ids,
    contact: row.contact_method === null ? null : { method: row.contact_method, windows: row.contact_windows ?? [] },
    movingDate: row.moving_date,
    slot: row.slot,
    createdAt: new Date(row.created_at),
    erased: row.erased_at !== null,
    leads: leads.rows.map(leadOf),
  };
}
