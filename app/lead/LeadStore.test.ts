import { describe, expect, it } from 'vitest';
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
