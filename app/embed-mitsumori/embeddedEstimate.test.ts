import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMBEDDED_ESTIMATE_PATHS } from '../../domain/flows/urls.ts';
import type { EmbedParentMessage } from '../../domain/embed/parentMessages.ts';
import { modulesOf, type EstimateInputStep, type EstimateModule } from '../mitsumori/store/layouts.ts';
import { MemoryHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { MemoryStorage, type KeyValueStorage } from '../stores/storage.ts';
import { alliance, FakeApi, SHINJUKU_POSTAL } from '../testing/fakeApi.ts';
import { describeWizardNavigation } from '../wizard/describeWizardNavigation.ts';
import { createEmbeddedEstimate, notifiedFlowOf, type EmbeddedEstimate } from './embeddedEstimate.ts';
import { notifyParent } from './parentNotifications.ts';

const NOW = new Date(2026, 10, 23, 10);
const CONTACT = { name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '09012345678' };

function create(history: MemoryHistory, storage: KeyValueStorage = new MemoryStorage(), api = new FakeApi()) {
  api.postalResults = [SHINJUKU_POSTAL];
  return createEmbeddedEstimate(new RootStore({ api, history, storage, device: 'pc', now: () => NOW }));
}

/** Each step as a visitor fills it in the iframe layout: addresses; person count; contact (companies arrive 400 ms after step 2's inputs). */
async function completeStep(flow: EmbeddedEstimate, step: EmbeddedEstimate['step']): Promise<void> {
  if (step === 'step1') {
    await flow.form.address.changePostalCode('1600022');
    flow.form.address.changeDestinationCity('13112');
  } else if (step === 'step2') {
    await flow.form.belongings.setHeadCount('2');
    await vi.advanceTimersByTimeAsync(400);
  } else if (step === 'step3') flow.form.fields.change(CONTACT);
  else throw new Error(`${step} is not an input step`);
  flow.next(step);
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describeWizardNavigation<EmbeddedEstimate['step'], EstimateModule, EmbeddedEstimate>({
  name: 'estimate (embedded)',
  paths: EMBEDDED_ESTIMATE_PATHS,
  firstStep: 'step1',
  confirmStep: 'confirm',
  create: (history, storage) => create(history, storage),
  completeStep,
  edit: { module: 'contactInfo', finish: async (flow) => flow.next('step3') },
});

describe('the embedded estimate form', () => {
  it('puts the iframe modules on steps 1 to 3 without the alliance (spec §2), opens on the partner URL and sends no A/B pattern (spec §4)', async () => {
    const api = new FakeApi();
    api.estimateAlliances = [alliance('A001')];
    const history = new MemoryHistory('/embed-mitsumori/?partner=realty');
    const flow = create(history, new MemoryStorage(), api);
    expect(flow.step).toBe('step1');
    expect(flow.abPatterns).toEqual({});
    expect(['step1', 'step2', 'step3'].map((step) => modulesOf(flow.layout, step as EstimateInputStep))).toEqual([
      ['fromAddress', 'toAddress'],
      ['schedule', 'belongingsCounts', 'otherRequests'],
      ['contactInfo', 'company'],
    ]);
    const posted: EmbedParentMessage[] = [];
    notifyParent(notifiedFlowOf(flow), { post: (message) => posted.push(message) });
    for (const step of ['step1', 'step2', 'step3'] as const) await completeStep(flow, step);
    expect(flow.step).toBe('confirm');
    const sent = flow.requestEstimate();
    await vi.advanceTimersByTimeAsync(500); // the quote button's tracking delay
    await sent;
    expect(flow.step).toBe('complete');
    expect(flow.showsAlliancePage).toBe(false);
    expect(api.estimateRequests[0]).not.toHaveProperty('abPatterns');
    expect(posted.filter((message) => message.type === 'hikkoshi:step-changed')).toHaveLength(4);
    expect(posted.filter((message) => message.type === 'hikkoshi:estimate-sent')).toEqual([{ type: 'hikkoshi:estimate-sent', requestId: 'MT-1' }]);
  });
});
