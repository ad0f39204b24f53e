import { describe, expect, it } from 'vitest';
import { REVIEW_ERROR_CODES, type LeadReview } from '../../domain/api/reviews.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { sampleLead } from '../testing/leadFixture.ts';
import { LeadStore, SEND_FAILED } from './LeadStore.ts';

describe('LeadStore', () => {
  it('shows the lead its link opens, and the one invalid page when it opens none', async () => {
    const api = new FakeApi();
    const store = new LeadStore(api.lead);
    await store.load();
    expect(store.state).toEqual({ kind: 'ready', lead: sampleLead() });
    api.leadView = undefined;
    await store.load();
    expect(store.state).toEqual({ kind: 'invalid' });
  });

  it('sends a confirmation and shows the lead as answered', async () => {
    const api = new FakeApi();
    const store = new LeadStore(api.lead);
    await store.load();
    expect(await store.confirm({ date: '2026-12-12', timeFrame: '2' })).toBeUndefined();
    expect(api.leadAnswers).toEqual([{ date: '2026-12-12', timeFrame: '2' }]);
    expect(store.state).toMatchObject({ kind: 'ready', lead: { status: 'confirmed', answer: { confirmedTimeFrame: '2' } } });
    expect(store.busy).toBe(false);
  });

  it('returns field errors of a 400, says a 409 in the server\'s words and reads the lead again, and says a failure to send', async () => {
    const api = new FakeApi();
    const store = new LeadStore(api.lead);
    await store.load();
    api.leadAnswerFailure = { status: 400, errors: [{ code: 'INVALID_INPUT', message: 'お客様のご希望の時間帯から選んでください。', field: 'timeFrame' }] };
    expect(await store.confirm({ date: '2026-12-12', timeFrame: '1' })).toEqual({ timeFrame: 'お客様のご希望の時間帯から選んでください。' });

    api.leadAnswerFailure = { status: 409, errors: [{ code: 'LEAD_ALREADY_ANSWERED', message: 'この依頼には、すでに「辞退」と回答済みです。', field: null }] };
    api.leadView = sampleLead({ status: 'declined', customer: [] });
    await store.confirm({ date: '2026-12-12', timeFrame: '1' });
    expect(store.answerError).toBe('この依頼には、すでに「辞退」と回答済みです。');
    expect(store.state).toMatchObject({ kind: 'ready', lead: { status: 'declined' } });

    api.leadAnswerFailure = { status: 0, errors: [{ code: 'NETWORK_ERROR', message: 'Failed to fetch', field: null }] };
    await store.decline({ reason: 'price' });
    expect(store.answerError).toBe(SEND_FAILED);
    expect(store.state.kind).toBe('ready');
  });
});

describe('LeadStore: the review of the lead (issue 38)', () => {
  const REVIEW: LeadReview = {
    id: 'review-1',
    companyCode: 'c001',
    ratings: { overall: 4, priceKept: true, onTime: 4, care: 5, communication: 4, text: '丁寧でした。' },
    language: 'ja',
    movedMonth: '2026-12',
    route: { from: '13', to: '14' },
    postedAt: '2026-12-06T01:00:00.000Z',
    answer: null,
    answerable: true,
    report: null,
    hidden: false,
  };

  it('loads the review with the lead; none while the visitor wrote none', async () => {
    const api = new FakeApi();
    const store = new LeadStore(api.lead);
    await store.load();
    expect(store.review).toBeNull();
    api.leadReview = REVIEW;
    await store.load();
    expect(store.review?.id).toBe('review-1');
  });

  it('answers once, then shows the answer and offers no other', async () => {
    const api = new FakeApi();
    api.leadReview = REVIEW;
    const store = new LeadStore(api.lead);
    await store.load();
    expect(await store.answerReview('ありがとうございました。')).toBeUndefined();
    expect(api.leadReviewCalls).toEqual([{ call: 'answer', body: { reviewId: 'review-1', text: 'ありがとうございました。' } }]);
    expect(store.review).toMatchObject({ answerable: false, answer: { text: 'ありがとうございました。' } });
  });

  it('returns the text\'s refusal for the form, says a 409 and reads the review again', async () => {
    const api = new FakeApi();
    api.leadReview = REVIEW;
    const store = new LeadStore(api.lead);
    await store.load();
    api.leadReviewFailure = { status: 400, errors: [{ code: 'INVALID_INPUT', message: '回答は500字以内で入力してください。', field: 'text' }] };
    expect(await store.answerReview('あ'.repeat(501))).toEqual({ text: '回答は500字以内で入力してください。' });
    expect(store.reviewError).toBeUndefined();

    api.leadReviewFailure = { status: 409, errors: [{ code: REVIEW_ERROR_CODES.answered, message: 'この口コミには回答済みです。', field: null }] };
    api.leadReview = { ...REVIEW, answerable: false, answer: { text: '別のタブから', answeredAt: '2026-12-07T01:00:00.000Z' } };
    await store.answerReview('ありがとうございました。');
    expect(store.reviewError).toBe('この口コミには回答済みです。');
    expect(store.review?.answer?.text).toBe('別のタブから');
    expect(store.reviewBusy).toBe(false);
  });

  it('reports the review with its reason and shows when', async () => {
    const api = new FakeApi();
    api.leadReview = REVIEW;
    const store = new LeadStore(api.lead);
    await store.load();
    expect(await store.reportReview('personalData')).toBe(true);
    expect(api.leadReviewCalls).toEqual([{ call: 'report', body: { reviewId: 'review-1', reason: 'personalData' } }]);
    expect(store.review?.report?.reason).toBe('personalData');
  });
});
