import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ESTIMATE_PATHS } from '../../../domain/flows/urls.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage, type KeyValueStorage } from '../../stores/storage.ts';
import { alliance, estimateCompany, FAKE_ALLIANCE_TOKEN, FakeApi, SHINJUKU_POSTAL } from '../../testing/fakeApi.ts';
import { describeWizardNavigation } from '../../wizard/describeWizardNavigation.ts';
import { handOff, handOffKey, takeHandOff } from '../../stores/flowHandOff.ts';
import { EstimateStore } from './EstimateStore.ts';
import { MOBILE_LAYOUT, PC_LAYOUT, type EstimateModule, type EstimateStep } from './layouts.ts';

const NOW = new Date(2026, 10, 23, 10);
const SHINJUKU = SHINJUKU_POSTAL;
const CONTACT = { name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '09012345678' };

function create(history: MemoryHistory, storage: KeyValueStorage = new MemoryStorage(), api = new FakeApi(), layout = PC_LAYOUT) {
  api.postalResults = [SHINJUKU];
  const root = new RootStore({ api, history, storage, device: layout.device === 'sp' ? 'sp' : 'pc', now: () => NOW });
  return new EstimateStore(root, { layout, sleep: () => Promise.resolve(), random: () => 0.99 });
}

function setup(url: string = ESTIMATE_PATHS.step1, layout = PC_LAYOUT) {
  const api = new FakeApi();
  const history = new MemoryHistory(url);
  const storage = new MemoryStorage();
  const flow = create(history, storage, api, layout);
  return { api, history, storage, flow };
}

/** Step 1 as a visitor fills it: postal code, destination city, person count; the companies follow 400 ms later. */
async function fillStep1(flow: EstimateStore): Promise<void> {
  await flow.form.address.changePostalCode('1600022');
  flow.form.address.changeDestinationCity('13112');
  await flow.form.belongings.setHeadCount('2');
  await vi.advanceTimersByTimeAsync(400);
}

async function completeStep(flow: EstimateStore, step: EstimateStore['step']): Promise<void> {
  if (step === 'step1') await fillStep1(flow);
  else if (step === 'step2') flow.form.fields.change(CONTACT);
  else throw new Error(`${step} is not an input step`);
  flow.next(step);
}

async function toConfirm(flow: EstimateStore): Promise<void> {
  await completeStep(flow, 'step1');
  await completeStep(flow, 'step2');
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describeWizardNavigation<EstimateStep, EstimateModule, EstimateStore>({
  name: 'estimate (PC)',
  paths: PC_LAYOUT.paths,
  firstStep: 'step1',
  confirmStep: 'confirm',
  create: (history, storage) => create(history, storage),
  completeStep,
  edit: { module: 'schedule', finish: async (flow) => flow.next('step1') },
});

describe('EstimateStore: guards (spec §2)', () => {
  it('sends a direct visit of step 2 or confirm to step 1, and confirm without contact to step 2', async () => {
    expect(setup(ESTIMATE_PATHS.step2).flow.step).toBe('step1');
    expect(setup(ESTIMATE_PATHS.complete).flow.step).toBe('step1');
    const { flow, history } = setup();
    await completeStep(flow, 'step1');
    flow.navigator.goTo('confirm');
    expect(flow.step).toBe('step2');
    expect(history.pathname).toBe(ESTIMATE_PATHS.step2);
  });

  it('keeps the visitor on a step whose next is refused and shows all its errors', () => {
    const { flow } = setup();
    flow.next('step1');
    expect(flow.step).toBe('step1');
    expect(flow.form.fields.refused('step1')).toBe(true);
  });

  it('on mobile has every module on step 1 and never shows step 2', async () => {
    const { flow, history } = setup(ESTIMATE_PATHS.step2, MOBILE_LAYOUT);
    expect(flow.step).toBe('step1');
    expect(history.pathname).toBe(ESTIMATE_PATHS.step1);
    expect(flow.contactPartShown).toBe(false);
    expect(flow.mobileProgress).toBe(0);
    await fillStep1(flow);
    expect(flow.contactPartShown).toBe(true);
    // The quick-booking question shows for this route: the contact part (4th progress part) waits for its answer.
    expect(flow.mobileProgress).toBe(2);
    flow.recommendation.chooseEstimate();
    expect(flow.mobileProgress).toBe(3);
    flow.form.fields.change(CONTACT);
    flow.next('step1');
    expect(flow.step).toBe('confirm');
  });
});

describe('EstimateStore: the request (spec §4, §7, §8)', () => {
  it('asks for the phone at the final submit by sending the visitor to the contact module', async () => {
    const { flow, api } = setup();
    await fillStep1(flow);
    flow.next('step1');
    flow.form.fields.change({ ...CONTACT, tel: '' });
    flow.next('step2');
    expect(flow.step).toBe('confirm');
    await flow.requestEstimate();
    expect(api.estimateRequests).toEqual([]);
    expect(flow.step).toBe('step2');
    expect(flow.edits.isEditing('contactInfo')).toBe(true);
    expect(flow.form.fields.refused('step2')).toBe(true);
    expect(flow.form.fields.form('step2').getState().errors?.tel).toBe('ご連絡先電話番号を入力してください。');
  });

  it('sends the estimate with the visit’s A/B patterns, clears the form and shows complete', async () => {
    const { flow, api, history } = setup(ESTIMATE_PATHS.step1, MOBILE_LAYOUT);
    await fillStep1(flow);
    flow.form.fields.change(CONTACT);
    flow.next('step1');
    await flow.requestEstimate();
    expect(api.estimateRequests).toHaveLength(1);
    expect(api.estimateRequests[0]).toMatchObject({
      shimei: '山田 花子',
      kaisha: ['K001', 'K002'],
      abPatterns: { 9395: 'var1', 9441: 'var1', 9465: 'var1', 9490: 'var1', 9518: 'var1' },
    });
    expect(flow.step).toBe('complete');
    expect(history.pathname).toBe(ESTIMATE_PATHS.complete);
    expect(flow.form.values.fromPostalCode).toBe('');
  });

  it('sends no A/B patterns from PC, where none of the tests runs', async () => {
    const { flow, api } = setup();
    await toConfirm(flow);
    await flow.requestEstimate();
    expect(api.estimateRequests[0]).not.toHaveProperty('abPatterns');
  });

  it('shows the alliance page while more partners exist, sends the ones checked there, then complete', async () => {
    const { flow, api } = setup();
    api.estimateAlliances = [alliance('A001'), alliance('A002')];
    await toConfirm(flow);
    flow.form.alliances.choose(['A001']);
    await flow.requestEstimate();
    expect(flow.showsAlliancePage).toBe(true);
    await flow.requestAlliances(['A002']);
    // With the capability of the estimate's answer: only the visitor who sent the estimate may add partners (issue 34).
    expect(api.alliancesRequests).toEqual([{ requestId: 'MT-1', alliance: ['A002'], nimotsu: api.estimateRequests[0]!.nimotsu, allianceToken: FAKE_ALLIANCE_TOKEN }]);
    expect(flow.showsAlliancePage).toBe(false);
  });

  it('tells complete exactly who received the request: every company (none left out), each partner service, and the contact choice as answered', async () => {
    const { flow, api } = setup();
    api.estimateCompanies = [estimateCompany('K001'), estimateCompany('K002', { estimate: false }), estimateCompany('K003', { estimate: false }), estimateCompany('K004', { estimate: false })];
    api.estimateAlliances = [alliance('A001'), alliance('A002'), alliance('A003')];
    await toConfirm(flow);
    flow.form.companies.choose(['K001', 'K002', 'K003', 'K004']);
    flow.form.alliances.choose(['A001']);
    flow.form.fields.change({ contactPreference: { method: 'phone', windows: ['weekendMorning', 'weekdayEvening'] } });
    expect(flow.delivery).toBeNull();
    await flow.requestEstimate();
    const delivery = flow.delivery!;
    expect(delivery.companies.map((company) => [company.kissCd, company.price])).toEqual([['K001', 80_000], ['K002', null], ['K003', null], ['K004', null]]);
    expect(delivery.undelivered).toEqual([]);
    expect(delivery.contact).toEqual({ method: 'phone', windows: ['weekdayEvening', 'weekendMorning'] });
    expect(delivery.alliances.map((partner) => partner.alliance_id)).toEqual(['A001']);
    // The alliance page's partners join the list once their request succeeds.
    await flow.requestAlliances(['A003']);
    expect(flow.delivery!.alliances.map((partner) => partner.alliance_id)).toEqual(['A001', 'A003']);
  });

  it('shows the duplicate-booking message on complete for a 409, and the error page for any other failure', async () => {
    const duplicate = setup();
    duplicate.api.estimateAnswer = 'duplicate';
    await toConfirm(duplicate.flow);
    await duplicate.flow.requestEstimate();
    expect(duplicate.flow.step).toBe('complete');
    expect(duplicate.flow.outcome).toEqual({ kind: 'duplicate' });
    expect(MESSAGES.duplicateBooking).toContain('かんたん予約');

    const broken = setup();
    broken.api.estimateAnswer = 'error';
    await toConfirm(broken.flow);
    await broken.flow.requestEstimate();
    expect(broken.history.leftTo).toBe('/error.html');
  });

  it('waits the tracking delay of 500 ms before sending', async () => {
    const api = new FakeApi();
    api.postalResults = [SHINJUKU];
    const history = new MemoryHistory(ESTIMATE_PATHS.step1);
    const flow = new EstimateStore(new RootStore({ api, history, storage: new MemoryStorage(), device: 'pc', now: () => NOW }), { layout: PC_LAYOUT });
    await toConfirm(flow);
    const sent = flow.requestEstimate();
    await vi.advanceTimersByTimeAsync(499);
    expect(api.estimateRequests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(api.estimateRequests).toHaveLength(1);
  });

  it('keeps the complete page on a reload and starts over when the visitor leaves it', async () => {
    const { flow, storage } = setup();
    await toConfirm(flow);
    await flow.requestEstimate();
    flow.dispose();
    const reloaded = create(new MemoryHistory(ESTIMATE_PATHS.complete), storage);
    expect(reloaded.step).toBe('complete');
    expect(reloaded.outcome?.kind).toBe('sent');
    reloaded.navigator.goTo('step1');
    expect(reloaded.outcome).toBeNull();
  });
});

describe('EstimateStore: quick-booking recommendation (spec §1, §4)', () => {
  it('recommends quick booking once both ends are chosen and it serves the route, until the estimate is chosen', async () => {
    const { flow } = setup();
    expect(flow.recommendation.shown).toBe(false);
    await fillStep1(flow);
    expect(flow.recommendation.shown).toBe(true);
    expect(flow.recommendation.otherSectionShown).toBe(false);
    flow.recommendation.chooseEstimate();
    expect(flow.recommendation.otherSectionShown).toBe(true);
  });
});

describe('EstimateStore: built and now tested (issue 26)', () => {
  it('opens the step of every PC edit module from confirm (spec §2), and back returns to confirm', async () => {
    const { flow, history } = setup();
    await toConfirm(flow);
    const expected = { fromAddress: 'step1', toAddress: 'step1', schedule: 'step1', belongingsCounts: 'step1', contactInfo: 'step2', company: 'step2', otherRequests: 'step2', alliance: 'step2' } as const;
    for (const [module, step] of Object.entries(expected) as [EstimateModule, 'step1' | 'step2'][]) {
      flow.edit(module);
      expect({ module, step: flow.step, path: history.pathname }).toEqual({ module, step, path: ESTIMATE_PATHS[step] });
      flow.back(step);
      expect(flow.step).toBe('confirm');
    }
  });

  it('goes back from step 2 to step 1 (the previous action), keeping the inputs', async () => {
    const { flow, history } = setup();
    await completeStep(flow, 'step1');
    expect(flow.step).toBe('step2');
    flow.back('step2');
    expect(flow.step).toBe('step1');
    expect(history.pathname).toBe(ESTIMATE_PATHS.step1);
    expect(flow.form.values.fromPostalCode).toBe('1600022');
  });

  it('moves to the estimate button after a prefill on the visit\'s first load only, not on a reload (the reload flag, spec §4)', () => {
    const storage = new MemoryStorage();
    const url = '/mitsumori/?fromTodofukenCd=13&fromShikugunCd=13104&fromMachiCd=131040001&toTodofukenCd=14&toShikugunCd=14101&manCount=2';
    const first = create(new MemoryHistory(url), storage, new FakeApi(), MOBILE_LAYOUT);
    expect(first.scrollsToButtonAfterPrefill).toBe(true);
    first.dispose();
    const reloaded = create(new MemoryHistory(ESTIMATE_PATHS.step1), storage, new FakeApi(), MOBILE_LAYOUT);
    expect(reloaded.prefilled).toBe(true);
    expect(reloaded.scrollsToButtonAfterPrefill).toBe(false);
    expect(setup().flow.scrollsToButtonAfterPrefill).toBe(false);
  });

  it('keeps each tooltip closed once closed, across a reload; the others stay open (spec §2)', () => {
    const storage = new MemoryStorage();
    const first = create(new MemoryHistory(ESTIMATE_PATHS.step1), storage);
    first.form.closeHint('fromPostalCode');
    first.dispose();
    const reloaded = create(new MemoryHistory(ESTIMATE_PATHS.step1), storage);
    expect(reloaded.form.isHintOpen('fromPostalCode')).toBe(false);
    expect(reloaded.form.isHintOpen('toPrefecture')).toBe(true);
    expect(reloaded.form.isHintOpen('toCity')).toBe(true);
  });

  it('keeps the cities and districts it loaded in storage: a reload asks the server for neither again (spec §4)', async () => {
    const storage = new MemoryStorage();
    const api = new FakeApi();
    let asked = 0;
    const count = <T,>(call: (...args: string[]) => Promise<T>) => (...args: string[]) => {
      asked += 1;
      return call(...args);
    };
    api.reference = { ...api.reference, groupedCities: count(api.reference.groupedCities), districts: count(api.reference.districts) };
    const first = create(new MemoryHistory(ESTIMATE_PATHS.step1), storage, api);
    const root = new RootStore({ api, history: new MemoryHistory('/'), storage, device: 'pc', now: () => NOW });
    await root.cities.loadCities('13');
    await root.cities.loadDistricts('13', '13101');
    expect(asked).toBe(2);
    first.dispose();
    const reloaded = new RootStore({ api, history: new MemoryHistory('/'), storage, device: 'pc', now: () => NOW });
    await reloaded.cities.loadCities('13');
    await reloaded.cities.loadDistricts('13', '13101');
    expect(asked).toBe(2);
    expect(reloaded.cities.cityName('13', '13101')).toBe('千代田区');
    expect(reloaded.cities.districtName('13', '13101', 'd1')).toBe('丸の内');
  });
});

describe('EstimateStore: the quick-booking question left unanswered (issue 26)', () => {
  it('takes a press of the estimate form\'s next as choosing the estimate, and goes on', async () => {
    const { flow } = setup();
    await fillStep1(flow);
    expect(flow.recommendation.shown).toBe(true);
    flow.next('step1');
    expect(flow.recommendation.estimateChosen).toBe(true);
    expect(flow.step).toBe('step2');
  });

  it('on the phone shows the contact part and its progress only once the question is answered', async () => {
    const { flow } = setup(ESTIMATE_PATHS.step1, MOBILE_LAYOUT);
    await fillStep1(flow);
    expect(flow.contactPartShown).toBe(true);
    expect(flow.mobileContactShown).toBe(false);
    // 3. 日程・荷物 at most, never 4. お客様情報 while the contact part is hidden.
    expect(flow.mobileProgress).toBe(2);
    flow.next('step1');
    expect(flow.mobileContactShown).toBe(true);
    expect(flow.mobileProgress).toBe(3);
    expect(flow.form.fields.refused('step1')).toBe(true);
  });
});

describe('EstimateStore: a link from quick booking (spec §1)', () => {
  it('prefills the route, floor plans, person count, belongings and date, then drops the query from the URL', () => {
    const url = '/mitsumori/?fromZipCd=1600022&fromTodofukenCd=13&fromShikugunCd=13104&fromMachiCd=131040001&toTodofukenCd=14&toShikugunCd=14101&pickedDate=20261210&fromMadoriCd=04&toMadoriCd=07&manCount=2&nimotsu=10001%3A2';
    const { flow, history } = setup(url);
    expect(flow.form.values).toMatchObject({ fromPostalCode: '1600022', fromDistrict: '131040001', toPrefecture: '14', toCity: '14101', fromFloorPlan: '04', toFloorPlan: '07' });
    expect(flow.form.values).toMatchObject({ headCount: '2', belongingsCounts: { 10001: '2' } });
    expect(flow.form.schedule).toMatchObject({ scheduleFormat: 'precise', movingDate: '2026/12/10' });
    expect(history.pathname).toBe('/mitsumori/');
    expect(history.search).toBe('');
    expect(flow.isStepComplete('step1')).toBe(true);
    expect(flow.prefilled).toBe(true);
    expect(flow.recommendation.shown).toBe(false);
  });

  it('takes the contact quick booking handed over in session storage, once, never from the URL (spec §1)', () => {
    const storage = new MemoryStorage();
    const contact = { name: '山田 太郎', nameKana: 'ヤマダ タロウ', email: 'taro@example.jp', tel: '09012345678' };
    handOff(storage, 'mitsumori', { contact });
    const flow = create(new MemoryHistory('/mitsumori/?fromTodofukenCd=13&fromShikugunCd=13104&toTodofukenCd=14&toShikugunCd=14101'), storage);
    expect(flow.form.values).toMatchObject(contact);
    expect(storage.getItem(handOffKey('mitsumori'))).toBeNull();
    // A contact the visitor already typed into the estimate form is theirs: a later hand-off does not replace it.
    handOff(storage, 'mitsumori', { contact: { ...contact, name: '別人' } });
    flow.dispose();
    const again = create(new MemoryHistory('/mitsumori/'), storage);
    expect(again.form.values.name).toBe('山田 太郎');
    expect(storage.getItem(handOffKey('mitsumori'))).toBeNull();
  });
});

describe('EstimateStore: the hand-off to quick booking (issue 34: its writer was untested)', () => {
  it('leaves the contact, person count and belongings typed here for quick booking, which takes them once', async () => {
    const { flow, storage } = setup();
    await fillStep1(flow);
    flow.form.fields.change(CONTACT);
    const { belongingsCounts } = flow.form.values;
    flow.leaveForQuickBooking();
    expect(takeHandOff(storage, 'kantan-yoyaku')).toEqual({ contact: CONTACT, headCount: '2', belongingsCounts });
    expect(Object.keys(belongingsCounts).length).toBeGreaterThan(0);
    expect(storage.getItem(handOffKey('kantan-yoyaku'))).toBeNull();
  });

  it('leaves nothing when nothing was typed, and no person count that was never chosen', () => {
    const { flow, storage } = setup();
    flow.leaveForQuickBooking();
    expect(storage.getItem(handOffKey('kantan-yoyaku'))).toBeNull();
    flow.form.fields.change({ email: CONTACT.email });
    flow.leaveForQuickBooking();
    expect(takeHandOff(storage, 'kantan-yoyaku')).toEqual({ contact: { name: '', nameKana: '', email: CONTACT.email, tel: '' } });
  });
});
