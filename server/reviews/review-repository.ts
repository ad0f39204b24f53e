import type { FlowId } from '../../domain/flows/flows.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { MoveOutcome, PublishedReview, ReviewRatings, ReviewScore } from '../../domain/reviews/review.ts';
import type { CountedReview } from '../../domain/reviews/reviewScore.ts';
import type { Queryable } from '../db/database.ts';

/*
 * Reviews (migration 0025): one per lead, apart from the request's personal data. Every change of
 * a review notifies REVIEWS_CHANNEL inside its transaction, so every instance reads the scores again
 * once it commits (server/reviews/review-scores.ts).
 */

export const REVIEWS_CHANNEL = 'reviews_changed';

async function notifyReviewsChanged(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_notify($1, NULL)', [REVIEWS_CHANNEL]);
}

/** A review as stored, with what only its visitor, its company and the operator see. */
export interface StoredReview extends PublishedReview {
  rowId: number;
  leadId: number;
  ratings: ReviewRatings;
  editableUntil: Date;
  hidden: { at: Date; reason: string } | null;
  report: { reason: 'personalData' | 'notCustomer'; reportedAt: string } | null;
}

interface ReviewRow {
  id: number | string;
  public_id: string;
  lead_id: number | string;
  company_code: string;
  language: Locale;
  overall: ReviewScore;
  price_kept: boolean;
  paid_amount: number | null;
  on_time: ReviewScore;
  care: ReviewScore;
  communication: ReviewScore;
  text: string;
  moved_month: string;
  from_prefecture: string;
  to_prefecture: string;
  posted_at: Date | string;
  editable_until: Date | string;
  answer_text: string | null;
  answered_at: Date | string | null;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
  report_reason: 'personalData' | 'notCustomer' | null;
  reported_at: Date | string | null;
}

const SELECT_REVIEWS = `
  SELECT v.id, v.public_id, v.lead_id, v.company_code, v.language, v.overall, v.price_kept, v.paid_amount, v.on_time, v.care,
         v.communication, v.text, to_char(v.moved_month, 'YYYY-MM') AS moved_month, v.from_prefecture, v.to_prefecture,
         v.posted_at, v.editable_until, v.answer_text, v.answered_at, v.hidden_at, v.hidden_reason,
         p.reason AS report_reason, p.reported_at
    FROM reviews v LEFT JOIN review_reports p ON p.review_id = v.id`;

const iso = (value: Date | string) => new Date(value).toISOString();

function reviewOf(row: ReviewRow): StoredReview {
  const ratings: ReviewRatings = {
    overall: row.overall, priceKept: row.price_kept, paidAmount: row.paid_amount, onTime: row.on_time, care: row.care, communication: row.communication, text: row.text,
  };
  return {
    rowId: Number(row.id),
    id: row.public_id,
    leadId: Number(row.lead_id),
    companyCode: row.company_code,
    ratings,
    language: row.language,
    movedMonth: row.moved_month,
    route: { from: row.from_prefecture, to: row.to_prefecture },
    postedAt: iso(row.posted_at),
    answer: row.answer_text === null || row.answered_at === null ? null : { text: row.answer_text, answeredAt: iso(row.answered_at) },
    editableUntil: new Date(row.editable_until),
    hidden: row.hidden_at === null ? null : { at: new Date(row.hidden_at), reason: row.hidden_reason ?? '' },
    report: row.report_reason === null || row.reported_at === null ? null : { reason: row.report_reason, reportedAt: iso(row.reported_at) },
  };
}

/** What everyone may see of a review: no amount paid, nothing of its moderation. */
export function publishedReview(review: StoredReview): PublishedReview {
  const { paidAmount: _paid, ...ratings } = review.ratings;
  return {
    id: review.id, companyCode: review.companyCode, ratings, language: review.language, movedMonth: review.movedMonth, route: review.route,
    postedAt: review.postedAt, answer: review.answer,
  };
}

/** The review of one lead, if its visitor wrote one. */
export async function reviewOfLead(db: Queryable, leadId: number): Promise<StoredReview | undefined> {
  const { rows } = await db.query<ReviewRow>(`${SELECT_REVIEWS} WHERE v.lead_id = $1`, [leadId]);
  return rows[0] && reviewOf(rows[0]);
}

/** The review of any lead of a request (a visitor reviews the one company that moved them). */
export async function reviewOfRequest(db: Queryable, requestRowId: number): Promise<StoredReview | undefined> {
  const { rows } = await db.query<ReviewRow>(`${SELECT_REVIEWS} JOIN leads l ON l.id = v.lead_id WHERE l.request_id = $1`, [requestRowId]);
  return rows[0] && reviewOf(rows[0]);
}

/** A review by its public id. */
export async function reviewById(db: Queryable, publicId: string): Promise<StoredReview | undefined> {
  const { rows } = await db.query<ReviewRow>(`${SELECT_REVIEWS} WHERE v.public_id = $1`, [publicId]);
  return rows[0] && reviewOf(rows[0]);
}

/** A company's shown reviews, newest first. */
export async function shownReviewsOf(db: Queryable, companyCode: string, limit: number): Promise<StoredReview[]> {
  const { rows } = await db.query<ReviewRow>(
    `${SELECT_REVIEWS} WHERE v.company_code = $1 AND v.hidden_at IS NULL ORDER BY v.posted_at DESC, v.id DESC LIMIT $2`,
    [companyCode, limit],
  );
  return rows.map(reviewOf);
}

/** Every review, newest first, for the operator (`npm run reviews -- list`). */
export async function allReviews(db: Queryable, limit: number): Promise<StoredReview[]> {
  const { rows } = await db.query<ReviewRow>(`${SELECT_REVIEWS} ORDER BY v.posted_at DESC, v.id DESC LIMIT $1`, [limit]);
  return rows.map(reviewOf);
}

/** Every shown review's overall score and kept price, by company: what the scores are made of. */
export async function countedReviews(db: Queryable): Promise<Map<string, CountedReview[]>> {
  const { rows } = await db.query<{ company_code: string; overall: ReviewScore; price_kept: boolean; n: number }>(
    'SELECT company_code, overall, price_kept, count(*)::int AS n FROM reviews WHERE hidden_at IS NULL GROUP BY 1, 2, 3',
  );
  const byCompany = new Map<string, CountedReview[]>();
  for (const row of rows) {
    const reviews = byCompany.get(row.company_code) ?? [];
    for (let index = 0; index < row.n; index += 1) reviews.push({ overall: row.overall, priceKept: row.price_kept });
    byCompany.set(row.company_code, reviews);
  }
  return byCompany;
}

export interface NewReview {
  publicId: string;
  leadId: number;
  companyCode: string;
  language: Locale;
  ratings: ReviewRatings;
  /** 'yyyy-MM-dd' of the move: the review keeps its month only. */
  movingDate: string;
  route: { from: string; to: string };
  postedAt: Date;
  editableUntil: Date;
}

/** Stores a review; false when its lead has one already (a second post racing the first). */
export async function insertReview(tx: Queryable, review: NewReview): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO reviews (public_id, lead_id, company_code, language, overall, price_kept, paid_amount, on_time, care, communication, text,
       moved_month, from_prefecture, to_prefecture, posted_at, updated_at, editable_until)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, date_trunc('month', $12::date)::date, $13, $14, $15, $15, $16)
     ON CONFLICT (lead_id) DO NOTHING`,
    [
      review.publicId, review.leadId, review.companyCode, review.language, review.ratings.overall, review.ratings.priceKept, review.ratings.paidAmount,
      review.ratings.onTime, review.ratings.care, review.ratings.communication, review.ratings.text, review.movingDate, review.route.from,
      review.route.to, review.postedAt.toISOString(), review.editableUntil.toISOString(),
    ],
  );
  if (rowCount === 1) await notifyReviewsChanged(tx);
  return rowCount === 1;
}

/** Changes a review's ratings while it is editable at `now`; false, changing nothing, once it no longer is. */
export async function updateReview(tx: Queryable, rowId: number, ratings: ReviewRatings, language: Locale, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE reviews SET overall = $2, price_kept = $3, paid_amount = $4, on_time = $5, care = $6, communication = $7, text = $8, language = $9, updated_at = $10
      WHERE id = $1 AND editable_until > $10`,
    [rowId, ratings.overall, ratings.priceKept, ratings.paidAmount, ratings.onTime, ratings.care, ratings.communication, ratings.text, language, now.toISOString()],
  );
  if (rowCount === 1) await notifyReviewsChanged(tx);
  return rowCount === 1;
}

/** Deletes a review (the visitor may at any time), its answer and report with it. */
export async function deleteReview(tx: Queryable, rowId: number): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM reviews WHERE id = $1', [rowId]);
  if (rowCount === 1) await notifyReviewsChanged(tx);
  return rowCount === 1;
}

/** Deletes the review of any lead of the request `reference` names; whether there was one. */
export async function deleteReviewOfRequest(tx: Queryable, reference: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    'DELETE FROM reviews v USING leads l, requests r WHERE v.lead_id = l.id AND l.request_id = r.id AND r.reference = $1', [reference]);
  if (rowCount > 0) await notifyReviewsChanged(tx);
  return rowCount > 0;
}

/** Records the company's one answer; false when it answered already. */
export async function answerReview(tx: Queryable, rowId: number, text: string, now: Date): Promise<boolean> {
  const { rowCount } = await tx.query('UPDATE reviews SET answer_text = $2, answered_at = $3 WHERE id = $1 AND answer_text IS NULL', [rowId, text, now.toISOString()]);
  if (rowCount === 1) await notifyReviewsChanged(tx);
  return rowCount === 1;
}

/** Records the company's one report of a review; false when it reported it already. */
export async function reportReview(tx: Queryable, rowId: number, reason: 'personalData' | 'notCustomer', now: Date): Promise<boolean> {
  const { rowCount } = await tx.query(
    'INSERT INTO review_reports (review_id, reason, reported_at) VALUES ($1, $2, $3) ON CONFLICT (review_id) DO NOTHING',
    [rowId, reason, now.toISOString()],
  );
  return rowCount === 1;
}

/**
 * Hides a shown review, or shows a hidden one again, logging who did it and why; false, changing
 * nothing, when it is already so.
 */
export async function moderateReview(tx: Queryable, rowId: number, action: 'hide' | 'unhide', reason: string, operator: string, now: Date): Promise<boolean> {
  const { rowCount } = action === 'hide'
    ? await tx.query('UPDATE reviews SET hidden_at = $2, hidden_reason = $3 WHERE id = $1 AND hidden_at IS NULL', [rowId, now.toISOString(), reason])
    : await tx.query('UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL WHERE id = $1 AND hidden_at IS NOT NULL', [rowId]);
  if (rowCount !== 1) return false;
  await tx.query('INSERT INTO review_moderation (review_id, action, reason, operator, changed_at) VALUES ($1, $2, $3, $4, $5)', [rowId, action, reason, operator, now.toISOString()]);
  await notifyReviewsChanged(tx);
  return true;
}

/** The moderation of a review, oldest first. */
export async function moderationOf(db: Queryable, rowId: number): Promise<{ action: 'hide' | 'unhide'; reason: string; operator: string; changedAt: string }[]> {
  const { rows } = await db.query<{ action: 'hide' | 'unhide'; reason: string; operator: string; changed_at: Date | string }>(
    'SELECT action, reason, operator, changed_at FROM review_moderation WHERE review_id = $1 ORDER BY changed_at, id', [rowId]);
  return rows.map((row) => ({ action: row.action, reason: row.reason, operator: row.operator, changedAt: iso(row.changed_at) }));
}

/** What the visitor told of a move that no review holds. */
export interface StoredOutcome {
  outcome: Exclude<MoveOutcome, 'moved'>;
  companyCode: string | null;
  toldAt: Date;
}

export async function outcomeOfRequest(db: Queryable, requestRowId: number): Promise<StoredOutcome | undefined> {
  const { rows } = await db.query<{ outcome: StoredOutcome['outcome']; company_code: string | null; told_at: Date | string }>(
    'SELECT outcome, company_code, told_at FROM move_outcomes WHERE request_id = $1', [requestRowId]);
  const row = rows[0];
  return row && { outcome: row.outcome, companyCode: row.company_code, toldAt: new Date(row.told_at) };
}

/** Records what the visitor told; false when they told something already. */
export async function insertOutcome(tx: Queryable, requestRowId: number, outcome: StoredOutcome): Promise<boolean> {
  const { rowCount } = await tx.query(
    'INSERT INTO move_outcomes (request_id, outcome, company_code, told_at) VALUES ($1, $2, $3, $4) ON CONFLICT (request_id) DO NOTHING',
    [requestRowId, outcome.outcome, outcome.companyCode, outcome.toldAt.toISOString()],
  );
  return rowCount === 1;
}

/** Deletes what the visitor told if it is `outcome`, told after `toldAfter`; whether it did. */
export async function deleteOutcome(tx: Queryable, requestRowId: number, outcome: StoredOutcome['outcome'], toldAfter: Date): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM move_outcomes WHERE request_id = $1 AND outcome = $2 AND told_at > $3', [requestRowId, outcome, toldAfter.toISOString()]);
  return rowCount === 1;
}

/** Every company that did not come, as visitors told it, newest first (the operator's list). */
export async function reportedNoShows(db: Queryable, limit: number): Promise<{ reference: string; companyCode: string; movingDate: string; toldAt: string }[]> {
  const { rows } = await db.query<{ reference: string; company_code: string; moving_date: string; told_at: Date | string }>(
    `SELECT r.reference, o.company_code, r.moving_date, o.told_at FROM move_outcomes o JOIN requests r ON r.id = o.request_id
      WHERE o.outcome = 'noShow' ORDER BY o.told_at DESC LIMIT $1`, [limit]);
  return rows.map((row) => ({ reference: row.reference, companyCode: row.company_code, movingDate: row.moving_date, toldAt: iso(row.told_at) }));
}

/** A lead its company confirmed (server/reviews/review-service.ts `wasConfirmed` says the same of a stored lead). */
const CONFIRMED_LEAD = "(l.status = 'confirmed' OR (l.status = 'completed' AND l.answered_at IS NOT NULL))";

/** A visitor to invite to review their move. */
export interface MoveToReview {
  flow: FlowId;
  reference: string;
  locale: Locale;
  movingDate: string;
  name: string;
  email: string;
  companyCodes: string[];
}

/**
 * Takes the moves to invite reviews of, marking each invited: moves a company confirmed whose day is
 * before `today` and at most `withinDays` days before it (older ones, from before reviews existed, are
 * not asked), whose visitor was never invited and whose personal data is kept. Rows another pass is
 * taking are skipped.
 */
export async function takeMovesToReview(tx: Queryable, today: string, withinDays: number, at: Date, limit: number): Promise<MoveToReview[]> {
  const { rows } = await tx.query<{ flow: FlowId; reference: string; locale: Locale; moving_date: string; name: string | null; email: string | null; company_codes: string[] }>(
    `WITH chosen AS (
       SELECT r.id FROM requests r
        WHERE r.review_invited_at IS NULL AND r.erased_at IS NULL AND r.email IS NOT NULL
          AND r.moving_date < $1::date AND r.moving_date >= $1::date - $2::int
          AND EXISTS (SELECT 1 FROM leads l WHERE l.request_id = r.id AND ${CONFIRMED_LEAD})
        ORDER BY r.moving_date, r.id LIMIT $4 FOR UPDATE SKIP LOCKED)
     UPDATE requests r SET review_invited_at = $3 FROM chosen WHERE r.id = chosen.id
     RETURNING r.flow, r.reference, r.locale, r.moving_date, r.name, r.email,
       ARRAY(SELECT l.company_code FROM leads l WHERE l.request_id = r.id AND ${CONFIRMED_LEAD} ORDER BY l.company_code) AS company_codes`,
    [today, withinDays, at.toISOString(), limit],
  );
  return rows.map((row) => ({
    flow: row.flow, reference: row.reference, locale: row.locale, movingDate: row.moving_date, name: row.name ?? '', email: row.email!, companyCodes: row.company_codes,
  }));
}

/** Who wrote a review, to tell them of it: their request's reference and language, and their name and e-mail while kept. */
export async function reviewerOf(db: Queryable, leadId: number): Promise<{ reference: string; locale: Locale; name: string | null; email: string | null }> {
  const { rows } = await db.query<{ reference: string; locale: Locale; name: string | null; email: string | null }>(
    'SELECT r.reference, r.locale, r.name, r.email FROM leads l JOIN requests r ON r.id = l.request_id WHERE l.id = $1', [leadId]);
  // A review's lead and request are never deleted while it exists (ON DELETE CASCADE the other way).
  return rows[0]!;
}
