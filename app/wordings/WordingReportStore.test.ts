import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { WordingReportStore } from './WordingReportStore.ts';

describe('WordingReportStore', () => {
  beforeAll(() => activateLocale('zh'));
  afterAll(() => activateLocale('ja'));

  it("sends the page's path in its language, never its fragment, and keeps the receipt", async () => {
    const api = new FakeApi();
    const store = new WordingReportStore(api.wordings, 'zh', () => '/mitsumori/step2/');
    expect(await store.send({ wording: '请选择', suggestion: '' })).toBeUndefined();
    expect(api.wordingReports).toEqual([{ page: '/zh/mitsumori/step2/', wording: '请选择', suggestion: '' }]);
    expect(store.receipt).toBe('WR-FAKE1');
    expect(store.sending).toBe(false);
  });

  it("gives the server's field errors back to the form", async () => {
    const api = new FakeApi();
    api.wordingReportFailure = { status: 400, errors: [{ code: 'INVALID_INPUT', message: '请填写您认为有误的文字。', field: 'wording' }] };
    const store = new WordingReportStore(api.wordings, 'zh', () => '/mitsumori/');
    expect(await store.send({ wording: ' ', suggestion: '' })).toEqual({ wording: '请填写您认为有误的文字。' });
    expect(store.receipt).toBeUndefined();
    expect(store.failure).toBeUndefined();
  });

  it("says a failure no field caused in the page's language: the server's words, or its own for the network", async () => {
    const api = new FakeApi();
    const store = new WordingReportStore(api.wordings, 'zh', () => '/mitsumori/');
    api.wordingReportFailure = { status: 429, errors: [{ code: 'TOO_MANY_REQUESTS', message: '请求过多。', field: null }] };
    expect(await store.send({ wording: 'x', suggestion: '' })).toBeUndefined();
    expect(store.failure).toBe('请求过多。');
    api.wordingReportFailure = { status: 0, errors: [{ code: 'NETWORK_ERROR', message: 'Failed to fetch', field: null }] };
    await store.send({ wording: 'x', suggestion: '' });
    expect(store.failure).toBe('通信失败。请稍后再试。');
    expect(store.receipt).toBeUndefined();
  });
});
