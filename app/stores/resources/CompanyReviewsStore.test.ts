import { describe, expect, it } from 'vitest';
import type { CompanyReviewsResponse } from '../../../domain/api/reviews.ts';
import type { ApiClient } from '../../api/client.ts';
import { FakeApi } from '../../testing/fakeApi.ts';
import { CompanyReviewsStore } from './CompanyReviewsStore.ts';

const ANSWER: CompanyReviewsResponse = {
  companyCode: 'K0001',
  summary: { count: 1, mean: 5, distribution: [0, 0, 0, 0, 1], priceKept: { kept: 1, of: 1 }, rankingScore: 4.3 },
  reviews: [{
    id: 'r1',
    companyCode: 'K0001',
    ratings: { overall: 5, priceKept: true, onTime: 5, care: 5, communication: 5, text: '' },
    language: 'ja',
    movedMonth: '2026-10',
    route: { from: '13', to: '13' },
    postedAt: '2026-10-19T03:00:00Z',
    answer: null,
  }],
};

describe('CompanyReviewsStore', () => {
  it('is loading until the answer comes, then holds the summary and the reviews, fetched once', async () => {
    const api = new FakeApi();
    api.companyReviews = { K0001: ANSWER };
    const store = new CompanyReviewsStore(api);
    expect(store.of('K0001')).toBe('loading');
    const loading = store.load('K0001');
    void store.load('K0001');
    expect(store.of('K0001')).toBe('loading');
    await loading;
    expect(store.of('K0001')).toEqual({ summary: ANSWER.summary, list: ANSWER.reviews });
    await store.load('K0001');
    expect(api.companyReviewCalls).toEqual(['K0001']);
  });

  it('says when the reviews could not be loaded, and tries again the next time', async () => {
    let fail = true;
    const api = new FakeApi();
    const failing = { reviews: { ofCompany: (code: string) => (fail ? Promise.resolve({ kind: 'failed' as const, status: 500, errors: [] }) : api.reviews.ofCompany(code)) } };
    const store = new CompanyReviewsStore(failing as unknown as ApiClient);
    await store.load('K0002');
    expect(store.of('K0002')).toBe('failed');
    fail = false;
    await store.load('K0002');
    expect(store.of('K0002')).toMatchObject({ summary: { count: 0 }, list: [] });
  });
});
