import { describe, expect, it, vi } from 'vitest';
import type { MyMoveView } from '../../domain/api/myMove.ts';
import { REVIEW_ERROR_CODES, type MyMoveReview } from '../../domain/api/reviews.ts';
import type { ReviewFormValues } from '../../ui/ReviewForm/ReviewForm.types.ts';
import { CALL_FAILED } from '../api/callFailed.ts';
import { NETWORK_ERROR_CODE } from '../api/http.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { sampleOwnReview } from '../testing/reviewFixture.ts';
import { MyMoveStore } from './MyMoveStore.ts';

const BOOKING: MyMoveView = {
  flow: 'quickBooking',
  reference: 'KY-TEST000001',
  receivedAt: '2026-11-20T01:00:00.000Z',
  fields: [{ label: '引越し予定日', value: '2026年12月5日（土）' }],
  companies: [{ code: 'K0001', name: 'ほしづき引越センター', logoPath: '', price: 40_000, priceParts: [{ code: 'base', label: '基本料金', amount: 40_000 }], status: 'open', withdrawable: false, confirmedTime: null }],
  partners: [],
  contact: null,
  booking: {
    movingDate: '2026-12-05',
    slot: 'free',
    holdEndsAt: null,
    telephoneNumber: '0120000000',
    businessHours: '9:00-18:00',
    closedDays: [],
    cancellation: { daysBefore: 1, period: '前日', percent: 30, base: 40_000, fee: 12_000 },
    dateChangeable: false,
    cancelled: null,
    dateProposal: null,
  },
};

describe('MyMoveStore', () => {
  it('shows the request a link opens, and one page for a link that opens nothing', async () => {
    const api = new FakeApi();
    api.myMoveView = BOOKING;
    const store = new MyMoveStore(api.myMove);
    await store.load();
    expect([store.phase, store.view?.reference]).toEqual(['ready', 'KY-TEST000001']);

    const gone = new MyMoveStore(new FakeApi().myMove);
    await gone.load();
    expect([gone.phase, gone.view]).toEqual(['unavailable', null]);
  });

  it('cancels only after the confirm step, sending the fee it showed', async () => {
    const api = new FakeApi();
    api.myMoveView = BOOKING;
    const store = new MyMoveStore(api.myMove);
    await store.load();
    store.askCancel();
    expect(api.myMoveCalls.map((call) => call.call)).toEqual(['view']);
    await store.confirm();
    expect(api.myMoveCalls.at(-1)).toEqual({ call: 'cancel', body: { fee: 12_000 } });
    expect(store.pending).toBeNull();
    expect(store.notice?.severity).toBe('success');
  });

  it('erases after the confirm step, sending the fee of the cancellation on the way, and then says what was erased', async () => {
    const api = new FakeApi();
    api.myMoveView = BOOKING;
    const store = new MyMoveStore(api.myMove);
    await store.load();
    store.askErase();
    await store.confirm();
    expect(api.myMoveCalls.at(-1)).toEqual({ call: 'erase', body: { fee: 12_000, keepReview: false } });
    expect([store.phase, store.erased?.erased]).toEqual(['erased', ['メールアドレス']]);
  });
});

/** The review part of a quick booking moved by K0001, opened the day after the move. */
function reviewPart(overrides: Partial<MyMoveReview> = {}): MyMoveReview {
  return { companies: [{ code: 'K0001', name: 'ほしづき引越センター' }], open: true, opensOn: '2026-12-06', outcome: null, review: null, ...overrides };
}

const REVIEW_VALUES: ReviewFormValues = {
  outcome: 'moved',
  companyCode: 'K0001',
  overall: 4,
  priceKept: false,
  paidAmount: '45000',
  onTime: 5,
  care: 4,
  communication: 3,
  text: '丁寧でした。',
};

describe('MyMoveStore: the review (issue 38)', () => {
  async function opened(part: MyMoveReview | null = reviewPart()) {
    const api = new FakeApi();
    api.myMoveView = BOOKING;
    api.myMoveReview = part;
    const store = new MyMoveStore(api.myMove);
    await store.load();
    return { api, store };
  }

  it('loads the review part with the page, and leaves it out for a request no company confirmed', async () => {
    expect((await opened()).store.review?.open).toBe(true);
    expect((await opened(null)).store.review).toBeNull();
  });

  it('posts a review as the API takes it, then shows it and says thanks', async () => {
    const { api, store } = await opened();
    expect(await store.sendReview(REVIEW_VALUES)).toBeUndefined();
    expect(api.myMoveCalls.at(-1)).toEqual({
      call: 'tellMove',
      body: { outcome: 'moved', companyCode: 'K0001', ratings: { overall: 4, priceKept: false, paidAmount: 45_000, onTime: 5, care: 4, communication: 3, text: '丁寧でした。' } },
    });
    expect(store.review?.review?.ratings.paidAmount).toBe(45_000);
    expect(store.reviewNotice).toEqual({ severity: 'success', said: { message: '口コミを投稿しました。ありがとうございました。' } });
    expect(store.reviewBusy).toBe(false);
  });

  it('tells a company that did not come, naming it and rating nothing, and takes it back naming what it takes back', async () => {
    const { api, store } = await opened();
    await store.sendReview({ ...REVIEW_VALUES, outcome: 'noShow' });
    expect(api.myMoveCalls.at(-1)).toEqual({ call: 'tellMove', body: { outcome: 'noShow', companyCode: 'K0001', ratings: null } });
    expect(store.review?.outcome?.outcome).toBe('noShow');

    await store.withdrawOutcome();
    expect(api.myMoveCalls.at(-1)).toEqual({ call: 'withdrawOutcome', body: { outcome: 'noShow' } });
    expect(store.review).toMatchObject({ open: true, outcome: null });
    expect(store.reviewNotice).toEqual({ severity: 'success', said: { message: 'お知らせを取り消しました。あらためて、引越しがどうだったかをお聞かせください。' } });
  });

  it('edits the review within its window through update, and deletes it after the confirm step', async () => {
    const { api, store } = await opened();
    await store.sendReview(REVIEW_VALUES);
    store.editReview();
    expect(store.reviewEditing).toBe(true);
    await store.sendReview({ ...REVIEW_VALUES, priceKept: true, overall: 5 });
    expect(api.myMoveCalls.at(-1)).toMatchObject({ call: 'editReview', body: { ratings: { overall: 5, priceKept: true, paidAmount: null } } });
    expect([store.reviewEditing, store.review?.review?.ratings.overall]).toEqual([false, 5]);

    store.askDeleteReview();
    expect(store.reviewDeleteAsked).toBe(true);
    await store.deleteReview();
    expect(api.myMoveCalls.at(-1)).toEqual({ call: 'deleteReview', body: { reviewId: 'review-1' } });
    expect([store.reviewDeleteAsked, store.review?.review, store.review?.open]).toEqual([false, null, true]);
  });

  it('puts a 400\'s field errors on the form\'s fields, and says a 409 and reads the part again', async () => {
    const { api, store } = await opened();
    api.myMoveReviewFailure = {
      status: 400,
      errors: [
        { code: 'INVALID_INPUT', message: '支払った金額は1円以上の半角数字で入力してください。', field: 'ratings.paidAmount' },
        { code: 'INVALID_INPUT', message: '総合評価を1〜5の中から選んでください。', field: 'ratings.overall' },
      ],
    };
    expect(await store.sendReview(REVIEW_VALUES)).toEqual({ paidAmount: '支払った金額は1円以上の半角数字で入力してください。', overall: '総合評価を1〜5の中から選んでください。' });
    expect(store.reviewNotice).toBeNull();

    api.myMoveReviewFailure = { status: 409, errors: [{ code: REVIEW_ERROR_CODES.alreadyTold, message: 'すでにお知らせいただいています。', field: null }] };
    api.myMoveReview = reviewPart({ open: false, outcome: { outcome: 'movedElsewhere', companyCode: null, toldAt: '2026-12-06T01:00:00.000Z', withdrawableUntil: '2026-12-20T01:00:00.000Z', withdrawable: true } });
    expect(await store.sendReview(REVIEW_VALUES)).toBeUndefined();
    expect(store.reviewNotice).toEqual({ severity: 'error', said: { reason: 'すでにお知らせいただいています。' } });
    await vi.waitFor(() => expect(store.review?.outcome?.outcome).toBe('movedElsewhere'));
  });

  it("says a failure the server gave no words for in the page's own words, never the browser's or a proxy's", async () => {
    const { api, store } = await opened();
    for (const errors of [
      [{ code: NETWORK_ERROR_CODE, message: 'Failed to fetch', field: null }],
      [{ code: 'HTTP_502', message: 'HTTP 502', field: null }],
    ]) {
      api.myMoveReviewFailure = { status: errors[0]!.code === NETWORK_ERROR_CODE ? 0 : 502, errors };
      expect(await store.sendReview(REVIEW_VALUES)).toBeUndefined();
      expect(store.reviewNotice).toEqual({ severity: 'error', said: { message: CALL_FAILED } });
    }
  });

  it('erases the review with the data unless the visitor chose in the erase dialog to keep it', async () => {
    const { api, store } = await opened(reviewPart({ open: false, review: sampleOwnReview({ id: 'review-9' }) }));
    store.askErase();
    expect(store.pending).toEqual({ kind: 'erase', keepReview: false });
    await store.confirm();
    expect(api.myMoveCalls.at(-1)).toEqual({ call: 'erase', body: { fee: 12_000, keepReview: false } });

    const kept = await opened(reviewPart({ open: false, review: sampleOwnReview({ id: 'review-9' }) }));
    kept.store.askErase();
    kept.store.keepReviewOnErase(true);
    await kept.store.confirm();
    expect(kept.api.myMoveCalls.at(-1)).toEqual({ call: 'erase', body: { fee: 12_000, keepReview: true } });
    expect(kept.store.phase).toBe('erased');
  });

  it('keeps the form closed for a review whose editing window ended', async () => {
    const { store } = await opened(reviewPart({ open: false, review: { ...sampleOwnReview({ id: 'review-9' }), editable: false } }));
    store.editReview();
    expect(store.reviewEditing).toBe(false);
  });
});

