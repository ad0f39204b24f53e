import { describe, expect, it } from 'vitest';
import type { MyMoveView } from '../../domain/api/myMove.ts';
import { FakeApi } from '../testing/fakeApi.ts';
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
    expect(api.myMoveCalls.at(-1)).toEqual({ call: 'erase', body: { fee: 12_000 } });
    expect([store.phase, store.erased?.erased]).toEqual(['erased', ['メールアドレス']]);
  });
});
