import type { CompanyReviewsResponse, LeadReview, MyMoveReview, OwnReview } from '../../domain/api/reviews.ts';
import { REVIEW_ERROR_CODES } from '../../domain/api/reviews.ts';
import type { LeadReviewAnswerRequest, LeadReviewReportRequest, MyMoveOutcomeWithdrawRequest, MyMoveReviewDeleteRequest, MyMoveReviewRequest } from '../../domain/api/reviewRequests.ts';
import { addIsoDays, japanToday } from '../../domain/dates/bookableWindow.ts';
import { dateWithWeekday } from '../../domain/format/japanTime.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { Message } from '../../domain/i18n/message.ts';
import { REVIEW_EDIT_DAYS } from '../../domain/reviews/review.ts';
import type { Queryable } from '../db/database.ts';
import type { Refusal } from '../errors/refusal.ts';
import { conflict, invalid } from '../errors/refusal.ts';
import { openableLead } from '../leads/lead-repository.ts';
import { companyLinkSubject, companyOf, linkInvalid } from '../leads/lead-service.ts';
import type { LinkSubject } from '../links/link-subject.ts';
import type { Marketplace } from '../marketplace/marketplace.ts';
import { newPublicId } from '../marketplace/public-id.ts';
import type { WriteContext } from '../marketplace/write-context.ts';
import { storedRequest, type StoredLead, type StoredRequest } from '../requests/request-repository.ts';
import {
  answerReview,
  deleteOutcome,
  deleteReview,
  insertOutcome,
  insertReview,
  outcomeOfRequest,
  publishedReview,
  reportReview,
  reviewOfLead,
  reviewOfRequest,
  reviewerOf,
  shownReviewsOf,
  updateReview,
  type StoredOutcome,
  type StoredReview,
} from './review-repository.ts';

/*
 * Reviews (issue 38) as the visitor, the company and everyone see them. Only a move a company
 * confirmed through us is reviewed, from the day after its move day, once per request: the
 * visitor rates the company that moved them, or tells us that a company did not come or that
 * they moved with another.
 */

/** The newest reviews a company's detail shows. */
const SHOWN_REVIEWS = 20;

/** The prefectures a review's move went from and to. */
function routeOf({ move }: StoredRequest): { from: string; to: string } {
  return { from: move.origin.prefecture, to: move.destination.prefecture };
}

/** A lead its company confirmed: confirmed, or completed after it was confirmed (an answered booking whose day passed). */
export function wasConfirmed(lead: StoredLead): boolean {
  return lead.status === 'confirmed' || (lead.status === 'completed' && lead.answeredAt !== null);
}

function ownReview(review: StoredReview, now: Date): OwnReview {
  return {
    ...publishedReview(review),
    ratings: review.ratings,
    editableUntil: review.editableUntil.toISOString(),
    editable: review.editableUntil > now,
    hidden: review.hidden && { reason: review.hidden.reason },
  };
}

const EDIT_WINDOW_MS = REVIEW_EDIT_DAYS * 86_400_000;

function toldOutcome(outcome: StoredOutcome, now: Date): NonNullable<MyMoveReview['outcome']> {
  const withdrawableUntil = new Date(outcome.toldAt.getTime() + EDIT_WINDOW_MS);
  return {
    outcome: outcome.outcome,
    companyCode: outcome.companyCode,
    toldAt: outcome.toldAt.toISOString(),
    withdrawableUntil: withdrawableUntil.toISOString(),
    withdrawable: withdrawableUntil > now,
  };
}

/** The review part of the visitor's page, or null when their request has no move a company confirmed. */
async function reviewState(market: Marketplace, db: Queryable, request: StoredRequest, now: Date): Promise<MyMoveReview | null> {
  const confirmed = request.leads.filter(wasConfirmed);
  if (confirmed.length === 0 || request.erased) return null;
  const opensOn = addIsoDays(request.movingDate, 1);
  const review = await reviewOfRequest(db, request.id);
  const outcome = await outcomeOfRequest(db, request.id);
  return {
    companies: confirmed.map((lead) => ({ code: lead.companyCode, name: companyOf(market, lead.companyCode).name })),
    open: review === undefined && outcome === undefined && japanToday(now) >= opensOn,
    opensOn,
    outcome: outcome === undefined ? null : toldOutcome(outcome, now),
    review: review === undefined ? null : ownReview(review, now),
  };
}

async function requestOf(db: Queryable, subject: LinkSubject, lock: boolean): Promise<StoredRequest> {
  const request = await storedRequest(db, subject.reference, { lock });
  // A link opens only a request that exists; its rows are never deleted.
  if (request === undefined) throw new Error(`request ${subject.reference} of an open link is missing`);
  return request;
}

/** GET /api/my-move/review/. */
export async function readMyMoveReview(market: Marketplace, db: Queryable, subject: LinkSubject, now: Date): Promise<{ review: MyMoveReview | null }> {
  return { review: await reviewState(market, db, await requestOf(db, subject, false), now) };
}

function notReviewable(): Refusal {
  return conflict(REVIEW_ERROR_CODES.notReviewable, /*i18n*/ '口コミを書けるのは、当サイトで予約して引越し業者が確定したお引越しだけです。');
}

function tooEarly(opensOn: string, locale: Locale): Refusal {
  const message: Message = /*i18n*/ { id: '口コミは、引越し日の翌日（{date}）から書けます。', values: { date: dateWithWeekday(opensOn, locale) } };
  return conflict(REVIEW_ERROR_CODES.tooEarly, message);
}

function notConfirmedCompany(): Refusal {
  return invalid([{ code: 'INVALID_INPUT', message: /*i18n*/ 'この引越し業者は、このご依頼で確定した引越し業者ではありません。', field: 'companyCode' }]);
}

/**
 * POST /api/my-move/review/: the visitor tells how the move went, once: a review of the company
 * that moved them (the company is told, with a link to answer it), or that a company did not come
 * (the operator's list), or that they moved with another company.
 */
export async function tellMove(market: Marketplace, { tx, now, mail }: WriteContext, subject: LinkSubject, body: MyMoveReviewRequest, language: Locale): Promise<{ review: MyMoveReview | null }> {
  const request = await requestOf(tx, subject, true);
  const state = await reviewState(market, tx, request, now);
  if (state === null) throw notReviewable();
  if (japanToday(now) < state.opensOn) throw tooEarly(state.opensOn, language);
  if (!state.open) throw conflict(REVIEW_ERROR_CODES.alreadyTold, /*i18n*/ 'このお引越しについては、すでにお知らせいただいています。口コミはページ上で編集・削除できます。');
  const lead = body.companyCode === null ? undefined : request.leads.find((candidate) => candidate.companyCode === body.companyCode && wasConfirmed(candidate));
  if (body.companyCode !== null && lead === undefined) throw notConfirmedCompany();

  if (body.outcome === 'moved' && lead !== undefined && body.ratings !== null) {
    const company = companyOf(market, lead.companyCode);
    await insertReview(tx, {
      publicId: newPublicId('RW'),
      leadId: lead.id,
      companyCode: company.code,
      language,
      ratings: body.ratings,
      movingDate: request.movingDate,
      route: routeOf(request),
      postedAt: now,
      editableUntil: new Date(now.getTime() + EDIT_WINDOW_MS),
    });
    await mail.reviewPosted(tx, {
      flow: request.flow, reference: request.reference, movingDate: request.movingDate, company, overall: body.ratings.overall, text: body.ratings.text, at: now,
    });
  } else if (body.outcome !== 'moved') {
    await insertOutcome(tx, request.id, { outcome: body.outcome, companyCode: body.companyCode, toldAt: now });
  }
  return { review: await reviewState(market, tx, request, now) };
}

async function ownStoredReview(tx: Queryable, request: StoredRequest, reviewId?: string): Promise<StoredReview> {
  const review = await reviewOfRequest(tx, request.id);
  if (review === undefined || (reviewId !== undefined && review.id !== reviewId)) throw conflict(REVIEW_ERROR_CODES.noReview, /*i18n*/ 'このご依頼の口コミはありません。');
  return review;
}

/** POST /api/my-move/review/update/: the visitor changes their review's ratings and words, within its editing window. */
export async function editReview(market: Marketplace, { tx, now }: WriteContext, subject: LinkSubject, body: MyMoveReviewRequest, language: Locale): Promise<{ review: MyMoveReview | null }> {
  const request = await requestOf(tx, subject, true);
  const review = await ownStoredReview(tx, request);
  if (body.outcome !== 'moved' || body.ratings === null || body.companyCode !== review.companyCode) throw notConfirmedCompany();
  if (!(await updateReview(tx, review.rowId, body.ratings, language, now))) {
    throw conflict(REVIEW_ERROR_CODES.editClosed, /*i18n*/ { id: '口コミを編集できる期間（投稿から{days}日間）は終わりました。削除はいつでもできます。', values: { days: REVIEW_EDIT_DAYS } });
  }
  return { review: await reviewState(market, tx, request, now) };
}

/** POST /api/my-move/review/delete/: the visitor deletes their review, at any time; it no longer shows or counts. */
export async function removeReview(market: Marketplace, { tx, now }: WriteContext, subject: LinkSubject, body: MyMoveReviewDeleteRequest): Promise<{ review: MyMoveReview | null }> {
  const request = await requestOf(tx, subject, true);
  await deleteReview(tx, (await ownStoredReview(tx, request, body.reviewId)).rowId);
  return { review: await reviewState(market, tx, request, now) };
}

/**
 * POST /api/my-move/review/withdraw/: the visitor takes back that a company did not come or that
 * another moved them (a mistake, say), within the days a review may be edited; they may tell again.
 */
export async function withdrawOutcome(market: Marketplace, { tx, now }: WriteContext, subject: LinkSubject, body: MyMoveOutcomeWithdrawRequest): Promise<{ review: MyMoveReview | null }> {
  const request = await requestOf(tx, subject, true);
  const told = await outcomeOfRequest(tx, request.id);
  if (told === undefined || told.outcome !== body.outcome) throw conflict(REVIEW_ERROR_CODES.noOutcome, /*i18n*/ '取り消すお知らせはありません。');
  if (!(await deleteOutcome(tx, request.id, body.outcome, new Date(now.getTime() - EDIT_WINDOW_MS)))) {
    throw conflict(REVIEW_ERROR_CODES.withdrawClosed, /*i18n*/ { id: 'お知らせを取り消せる期間（{days}日間）は終わりました。', values: { days: REVIEW_EDIT_DAYS } });
  }
  return { review: await reviewState(market, tx, request, now) };
}

/** The review of a company's lead, as its lead page shows it. */
function leadReview(review: StoredReview): LeadReview {
  return { ...publishedReview(review), answerable: review.answer === null && review.hidden === null, report: review.report, hidden: review.hidden !== null };
}

/** The review of the lead a company's link opens, if its visitor wrote one. */
export async function readLeadReview(db: Queryable, request: StoredRequest, companyCode: string): Promise<{ review: LeadReview | null }> {
  const lead = request.leads.find((candidate) => candidate.companyCode === companyCode);
  const review = lead === undefined ? undefined : await reviewOfLead(db, lead.id);
  return { review: review === undefined ? null : leadReview(review) };
}

/**
 * The request of the lead a company's link opens at `now`, and the company, or the one 404 of a bad
 * link; with `lock`, under the request's row lock (every change of its review starts so).
 */
export async function companyLinkRequest(db: Queryable, token: string | undefined, now: Date, lock: boolean): Promise<{ request: StoredRequest; companyCode: string }> {
  const subject = await companyLinkSubject(db, token, now);
  const request = await storedRequest(db, subject.reference, { lock });
  if (request === undefined || openableLead(request, subject.flow, subject.companyCode) === undefined) throw linkInvalid();
  return { request, companyCode: subject.companyCode };
}

/** The lead's review named by the company's call: a review of another lead is answered as a bad link. */
async function companyReview(tx: Queryable, request: StoredRequest, companyCode: string, reviewId: string): Promise<StoredReview> {
  const lead = request.leads.find((candidate) => candidate.companyCode === companyCode);
  const review = lead === undefined ? undefined : await reviewOfLead(tx, lead.id);
  if (review === undefined || review.id !== reviewId) throw linkInvalid();
  return review;
}

/**
 * POST /api/lead/review/answer/: the company answers its review once, publicly; the visitor is told
 * while their address is kept.
 */
export async function answerLeadReview(market: Marketplace, { tx, now, mail }: WriteContext, request: StoredRequest, companyCode: string, body: LeadReviewAnswerRequest): Promise<{ review: LeadReview | null }> {
  const review = await companyReview(tx, request, companyCode, body.reviewId);
  if (review.hidden !== null || !(await answerReview(tx, review.rowId, body.text, now))) {
    throw conflict(REVIEW_ERROR_CODES.answered, /*i18n*/ 'この口コミには、すでに回答済みか、回答できません。');
  }
  const reviewer = await reviewerOf(tx, review.leadId);
  if (reviewer.email !== null) {
    await mail.reviewAnswered(tx, {
      flow: request.flow, reference: request.reference, locale: reviewer.locale, movingDate: request.movingDate, customerName: reviewer.name ?? '', email: reviewer.email,
      companyName: companyOf(market, companyCode).name, answer: body.text, at: now,
    });
  }
  return readLeadReview(tx, request, companyCode);
}

/** POST /api/lead/review/report/: the company reports its review to the operator, once. */
export async function reportLeadReview({ tx, now }: WriteContext, request: StoredRequest, companyCode: string, body: LeadReviewReportRequest): Promise<{ review: LeadReview | null }> {
  const review = await companyReview(tx, request, companyCode, body.reviewId);
  if (!(await reportReview(tx, review.rowId, body.reason, now))) throw conflict(REVIEW_ERROR_CODES.reported, /*i18n*/ 'この口コミは、すでに運営に報告済みです。');
  return readLeadReview(tx, request, companyCode);
}

/** GET /api/companies/reviews/: a company's score and its newest shown reviews; an unknown company has none. */
export async function companyReviews(market: Marketplace, companyCode: string): Promise<CompanyReviewsResponse> {
  return {
    companyCode,
    summary: market.reviews.of(companyCode),
    reviews: (await shownReviewsOf(market.db, companyCode, SHOWN_REVIEWS)).map(publishedReview),
  };
}
