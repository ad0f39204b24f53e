import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import type { CompanyReviewsResponse, LeadReview, MyMoveReview } from '../../domain/api/reviews.ts';
import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
import type { Queryable } from '../../server/db/database.ts';
import { runReviewCommand } from '../../server/reviews/review-commands.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { sentCopies } from '../support/sent-copies.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { until } from '../support/until.ts';
import { bearer, visitorToken } from '../support/visitorLink.ts';
import { estimateBody, openDateAhead, quoteBody, reservationBody, reserveBody, SHINJUKU_DISTRICT } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const SECOND = companies.find((company) => company.order === 2)!;
const CLOSED = [...BIG.closedWeekdays, ...SECOND.closedWeekdays];
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

const RATINGS = { overall: 4, priceKept: true, paidAmount: null, onTime: 5, care: 4, communication: 3, text: '丁寧に運んでいただきました。' };

/** The token of the company link in the newest message of `kind` a company received about a request. */
async function companyToken(db: Queryable, reference: string, companyCode: string, kind: 'company-lead' | 'review-notice'): Promise<string> {
  const copies = (await sentCopies(db, reference, kind)).filter((copy) => copy.recipientCode === companyCode);
  const token = /\/lead\/#([A-Za-z0-9_-]{43})/.exec(copies.at(-1)?.text ?? '')?.[1];
  expect(token, `${kind} of ${reference} to ${companyCode}`).toBeDefined();
  return token!;
}

describe.each(testDatabaseKinds())('reviews of moves booked here, on %s', (database) => {
  let server: TestServer;
  /** The server's clock: the real time moved by `offsetMs`, so a test can stand after a move day. */
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);
  /** Stands on `isoDate` at 10:00 in Japan. */
  const standOn = (isoDate: string) => {
    clock.offsetMs = Date.parse(`${isoDate}T10:00:00+09:00`) - Date.now();
  };
  let n = 70_000;

  beforeAll(async () => {
    server = await startTestServer({ database, now });
  });
  afterAll(() => server?.close());

  const myReview = (token: string) => server.get<{ review: MyMoveReview | null }>('/api/my-move/review/', bearer(token));
  const tell = (token: string, body: object, headers: Record<string, string> = {}) =>
    server.post<{ review: MyMoveReview | null } & ApiErrorBody>('/api/my-move/review/', body, { ...bearer(token), ...headers });
  const scores = (code: string) => server.get<CompanyReviewsResponse>(`/api/companies/reviews/?code=${code}`);

  /** A quick booking of BIG that BIG confirmed, and the visitor's link. */
  async function confirmedBooking(date: string) {
    clock.offsetMs = 0;
    const quote = await server.post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
    const booked = await server.post<QuickBookingReserveResponse>('/api/kantan-yoyaku/reserve/', reserveBody(BIG.code, date, quote.body.price, n++));
    expect(booked.status).toBe(200);
    const reference = booked.body.reservationId;
    expect((await server.post('/api/lead/confirm/', {}, bearer(await companyToken(server.db, reference, BIG.code, 'company-lead')))).status).toBe(200);
    return { reference, token: await visitorToken(server.db, reference) };
  }

  it('invites the visitor the day after the move, takes one review, tells the company, and counts it in the company\'s score', async () => {
    const date = openDateAhead(20, CLOSED);
    const { reference, token } = await confirmedBooking(date);
    const before = (await scores(BIG.code)).body.summary.count;

    const early = await myReview(token);
    expect(early.body.review).toMatchObject({ companies: [{ code: BIG.code, name: BIG.name }], open: false, opensOn: addIsoDays(date, 1), review: null });
    const tooEarly = await tell(token, { outcome: 'moved', companyCode: BIG.code, ratings: RATINGS });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.errors[0]).toMatchObject({ code: 'REVIEW_TOO_EARLY', message: expect.stringContaining('引越し日の翌日') });
    expect(await server.reviewInvitations.runOnce()).not.toContain(reference);

    standOn(addIsoDays(date, 1));
    expect(await server.reviewInvitations.runOnce()).toContain(reference);
    expect(await server.reviewInvitations.runOnce()).not.toContain(reference);
    const [invitation] = await sentCopies(server.db, reference, 'review-invitation');
    expect(invitation!.subject).toBe(`【引越し比較】お引越しはいかがでしたか（${reference}）`);
    const invited = /\/my-move\/#([A-Za-z0-9_-]{43})/.exec(invitation!.text)?.[1];
    expect(invited).toBeDefined();
    expect((await myReview(invited!)).body.review?.open).toBe(true);

    const posted = await tell(invited!, { outcome: 'moved', companyCode: BIG.code, ratings: RATINGS });
    expect(posted.status).toBe(200);
    expect(posted.body.review).toMatchObject({ open: false, review: { companyCode: BIG.code, ratings: RATINGS, language: 'ja', editable: true, hidden: null } });
    expect(posted.body.review!.review!.movedMonth).toBe(date.slice(0, 7));
    const again = await tell(invited!, { outcome: 'moved', companyCode: BIG.code, ratings: { ...RATINGS, overall: 1 } });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]!.code).toBe('REVIEW_ALREADY_TOLD');

    const shown = (await scores(BIG.code)).body;
    expect(shown.summary.count).toBe(before + 1);
    expect(shown.reviews[0]).toMatchObject({ id: posted.body.review!.review!.id, ratings: { overall: 4, priceKept: true, text: RATINGS.text } });
    // Every company list carries the same score: the estimate's, for one.
    const listed = await server.get<{ kaisha: { kissCd: string; reviews: unknown }[] }>(`/api/companies/?${new URLSearchParams({
      fromTodofukenCd: '13', fromShikuchosonCd: '13104', fromMachiCd: SHINJUKU_DISTRICT, toTodofukenCd: '14', toShikuchosonCd: '14101', isYoteibi: '0', manCount: '1',
    })}`);
    expect(listed.body.kaisha.find((company) => company.kissCd === BIG.code)?.reviews).toEqual(shown.summary);
    // What everyone sees carries nothing of the reviewer: no amount, no reference, no name.
    expect(JSON.stringify(shown.reviews[0])).not.toMatch(/paidAmount|KY-|example\.jp/);

    const notice = (await sentCopies(server.db, reference, 'review-notice')).find((copy) => copy.recipientCode === BIG.code);
    expect(notice!.subject).toBe(`【引越し比較】口コミが投稿されました（${reference}）`);
  });

  it('refuses bad ratings, words and companies with the field and message, in the visitor\'s language, storing nothing', async () => {
    const date = openDateAhead(21, CLOSED);
    const { token } = await confirmedBooking(date);
    standOn(addIsoDays(date, 2));
    const cases: [object, string][] = [
      [{ outcome: 'moved', companyCode: BIG.code, ratings: { ...RATINGS, overall: 6 } }, 'ratings.overall'],
      [{ outcome: 'moved', companyCode: BIG.code, ratings: { ...RATINGS, text: 'あ'.repeat(1001) } }, 'ratings.text'],
      [{ outcome: 'moved', companyCode: BIG.code, ratings: { ...RATINGS, text: 'ok\u0007' } }, 'ratings.text'],
      [{ outcome: 'moved', companyCode: BIG.code, ratings: { ...RATINGS, priceKept: false } }, 'ratings.paidAmount'],
      [{ outcome: 'moved', companyCode: BIG.code, ratings: null }, 'ratings.overall'],
      [{ outcome: 'noShow', companyCode: null, ratings: null }, 'companyCode'],
      [{ outcome: 'moved', companyCode: SECOND.code, ratings: RATINGS }, 'companyCode'],
      [{ outcome: 'maybe', companyCode: BIG.code, ratings: null }, 'outcome'],
    ];
    for (const [body, field] of cases) {
      const refused = await tell(token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors.map((error) => error.field), JSON.stringify(body)).toContain(field);
    }
    const english = await tell(token, { outcome: 'moved', companyCode: BIG.code, ratings: { ...RATINGS, priceKept: false } }, ENGLISH);
    expect(english.body.errors).toEqual([{ code: 'INVALID_INPUT', message: 'Please enter the amount you actually paid.', field: 'ratings.paidAmount' }]);
    expect((await myReview(token)).body.review).toMatchObject({ open: true, review: null, outcome: null });
  });

  it('lets the visitor edit for 14 days and delete at any time; a company that did not come is told to the operator instead', async () => {
    const date = openDateAhead(22, CLOSED);
    const { token } = await confirmedBooking(date);
    standOn(addIsoDays(date, 1));
    const posted = await tell(token, { outcome: 'moved', companyCode: BIG.code, ratings: { ...RATINGS, priceKept: false, paidAmount: 88_000 } }, ENGLISH);
    const id = posted.body.review!.review!.id;
    expect(posted.body.review!.review).toMatchObject({ language: 'en', ratings: { priceKept: false, paidAmount: 88_000 } });
    const edited = await server.post<{ review: MyMoveReview }>('/api/my-move/review/update/', { outcome: 'moved', companyCode: BIG.code, ratings: RATINGS }, bearer(token));
    expect(edited.body.review.review).toMatchObject({ language: 'ja', ratings: RATINGS });

    standOn(addIsoDays(date, 16));
    const late = await server.post<ApiErrorBody>('/api/my-move/review/update/', { outcome: 'moved', companyCode: BIG.code, ratings: RATINGS }, { ...bearer(token), ...ENGLISH });
    expect(late.status).toBe(409);
    expect(late.body.errors[0]).toMatchObject({ code: 'REVIEW_EDIT_CLOSED', message: expect.stringContaining('14 days') });
    expect((await server.post('/api/my-move/review/delete/', { reviewId: 'RW-OTHER' }, bearer(token))).status).toBe(409);
    const deleted = await server.post<{ review: MyMoveReview }>('/api/my-move/review/delete/', { reviewId: id }, bearer(token));
    expect(deleted.body.review).toMatchObject({ review: null });

    const other = await confirmedBooking(openDateAhead(23, CLOSED));
    standOn(addIsoDays(openDateAhead(23, CLOSED), 1));
    const noShow = await tell(other.token, { outcome: 'noShow', companyCode: BIG.code, ratings: null });
    expect(noShow.body.review).toMatchObject({ open: false, outcome: { outcome: 'noShow', companyCode: BIG.code, withdrawable: true }, review: null });
    expect(await runReviewCommand(server.db, server.services.mail, ['list'], now(), 'operator')).toContain(other.reference);

    // Taken back (a mistake): only what the page showed, within 14 days; then the visitor tells again.
    const withdraw = (body: object) => server.post<{ review: MyMoveReview } & ApiErrorBody>('/api/my-move/review/withdraw/', body, bearer(other.token));
    expect((await withdraw({ outcome: 'movedElsewhere' })).body.errors[0]!.code).toBe('REVIEW_OUTCOME_NOT_FOUND');
    expect((await withdraw({ outcome: 'moved' })).status).toBe(400);
    const withdrawn = await withdraw({ outcome: 'noShow' });
    expect(withdrawn.body.review).toMatchObject({ open: true, outcome: null, review: null });
    expect(await runReviewCommand(server.db, server.services.mail, ['list'], now(), 'operator')).not.toContain(other.reference);
    await tell(other.token, { outcome: 'movedElsewhere', companyCode: null, ratings: null });
    clock.offsetMs += 14 * 86_400_000 + 1_000;
    const tooLate = await withdraw({ outcome: 'movedElsewhere' });
    expect([tooLate.status, tooLate.body.errors[0]!.code]).toEqual([409, 'REVIEW_WITHDRAW_CLOSED']);
    expect((await myReview(other.token)).body.review).toMatchObject({ outcome: { outcome: 'movedElsewhere', withdrawable: false } });
  });

  it('takes no review of an estimate, which no company confirms', async () => {
    clock.offsetMs = 0;
    const date = openDateAhead(24, CLOSED);
    const sent = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, n++));
    const token = await visitorToken(server.db, sent.body.requestId);
    standOn(addIsoDays(date, 1));
    expect((await myReview(token)).body).toEqual({ review: null });
    const refused = await tell(token, { outcome: 'moved', companyCode: BIG.code, ratings: RATINGS });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]!.code).toBe('REVIEW_NOT_REVIEWABLE');
  });

  it('lets the company answer its review once and report it once from its link; the operator hides and shows it again, telling the visitor', async () => {
    const date = openDateAhead(25, CLOSED);
    clock.offsetMs = 0;
    const reserved = await server.post<ReservationReserveResponse>('/api/reservation/reserve/', reservationBody([BIG.code, SECOND.code], date, n++, { kibouJikanCd: '1' }));
    const reference = reserved.body.requestId;
    for (const code of [BIG.code, SECOND.code]) {
      await server.post('/api/lead/confirm/', { date, timeFrame: '1' }, bearer(await companyToken(server.db, reference, code, 'company-lead')));
    }
    const token = await visitorToken(server.db, reference);
    standOn(addIsoDays(date, 1));
    expect((await myReview(token)).body.review!.companies.map((company) => company.code).sort()).toEqual([BIG.code, SECOND.code].sort());
    const posted = await tell(token, { outcome: 'moved', companyCode: SECOND.code, ratings: RATINGS });
    const reviewId = posted.body.review!.review!.id;

    const link = await companyToken(server.db, reference, SECOND.code, 'review-notice');
    const read = await server.get<{ review: LeadReview }>('/api/lead/review/', bearer(link));
    expect(read.body.review).toMatchObject({ id: reviewId, answerable: true, report: null, hidden: false });
    // The other company's lead link ended with the move day; a review this link's lead does not have is no review at all.
    const otherLink = await companyToken(server.db, reference, BIG.code, 'company-lead');
    expect((await server.post<ApiErrorBody>('/api/lead/review/answer/', { reviewId, text: '他社の回答' }, bearer(otherLink))).body.errors[0]!.code).toBe('LEAD_LINK_INVALID');
    const notItsOwn = await server.post<ApiErrorBody>('/api/lead/review/answer/', { reviewId: 'RW-0000000000', text: '回答' }, bearer(link));
    expect([notItsOwn.status, notItsOwn.body.errors[0]!.code]).toEqual([404, 'LEAD_LINK_INVALID']);

    const answered = await server.post<{ review: LeadReview }>('/api/lead/review/answer/', { reviewId, text: 'ご利用ありがとうございました。' }, bearer(link));
    expect(answered.body.review).toMatchObject({ answerable: false, answer: { text: 'ご利用ありがとうございました。' } });
    // The visitor is told of the answer, with it and a link to their page.
    const answerNotice = (await sentCopies(server.db, reference, 'review-notice')).filter((copy) => copy.recipientCode === null);
    expect(answerNotice).toHaveLength(1);
    expect(answerNotice[0]!.subject).toContain('引越し業者が口コミに回答しました');
    expect(answerNotice[0]!.text).toContain('ご利用ありがとうございました。');
    expect(answerNotice[0]!.text).toMatch(/\/my-move\/#[A-Za-z0-9_-]{43}/);
    expect((await server.post<ApiErrorBody>('/api/lead/review/answer/', { reviewId, text: '二度目' }, bearer(link))).body.errors[0]!.code).toBe('REVIEW_ALREADY_ANSWERED');
    expect((await server.post('/api/lead/review/answer/', { reviewId, text: '' }, bearer(link))).status).toBe(400);
    expect((await server.post('/api/lead/review/report/', { reviewId, reason: 'notCustomer' }, bearer(link))).status).toBe(200);
    expect((await server.post<ApiErrorBody>('/api/lead/review/report/', { reviewId, reason: 'notCustomer' }, bearer(link))).body.errors[0]!.code).toBe('REVIEW_ALREADY_REPORTED');
    expect((await scores(SECOND.code)).body.reviews.map((review) => review.id)).toContain(reviewId);

    const countBefore = (await scores(SECOND.code)).body.summary.count;
    expect(await runReviewCommand(server.db, server.services.mail, ['hide', reviewId, '--reason', '業者のお客様ではないため'], now(), 'operator')).toContain('非公開にしました');
    // The command runs apart from the server (as `npm run reviews` does): the server hears of it by notification.
    await until('the hidden review leaves the score', async () => (await scores(SECOND.code)).body.summary.count === countBefore - 1);
    const hidden = await scores(SECOND.code);
    expect(hidden.body.reviews.map((review) => review.id)).not.toContain(reviewId);
    expect(hidden.body.summary.count).toBe(countBefore - 1);
    const told = (await sentCopies(server.db, reference, 'review-notice')).filter((copy) => copy.recipientCode === null);
    expect(told.at(-1)!.text).toContain('業者のお客様ではないため');
    expect((await myReview(token)).body.review!.review!.hidden).toEqual({ reason: '業者のお客様ではないため' });
    expect(await runReviewCommand(server.db, server.services.mail, ['show', reviewId], now(), 'operator')).toMatch(/hide\s+operator\s+業者のお客様ではないため/);
    expect(await runReviewCommand(server.db, server.services.mail, ['unhide', reviewId, '--reason', '確認できたため'], now(), 'operator')).toContain('再び公開しました');
  });

  it('deletes the review with the visitor\'s data when they erase it now, unless they keep it; it holds nothing of them either way', async () => {
    const kept: string[] = [];
    for (const keepReview of [false, true]) {
      const date = openDateAhead(26 + Number(keepReview), CLOSED);
      const { token } = await confirmedBooking(date);
      standOn(addIsoDays(date, 1));
      const posted = await tell(token, { outcome: 'moved', companyCode: BIG.code, ratings: RATINGS });
      const reviewId = posted.body.review!.review!.id;
      const erased = await server.post<{ erased: string[] }>('/api/my-move/erase/', { fee: null, keepReview }, bearer(token));
      expect(erased.status).toBe(200);
      expect(erased.body.erased.includes('口コミ')).toBe(!keepReview);
      await until('the scores follow the erasure', async () => (await scores(BIG.code)).body.reviews.some((review) => review.id === reviewId) === keepReview);
      if (keepReview) kept.push(reviewId);
    }
    const shown = (await scores(BIG.code)).body.reviews.find((review) => review.id === kept[0]);
    expect(shown).toMatchObject({ ratings: { overall: 4, text: RATINGS.text } });
  });
});
