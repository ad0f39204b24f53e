import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESERVATION_PATHS } from '../../../domain/flows/urls.ts';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage, type KeyValueStorage } from '../../stores/storage.ts';
import { CONTACT_PART } from '../../forms/parts/contactPart.ts';
import { COMPANIES_PART } from '../../moving-form/parts.ts';
import { FakeApi, pricedCompany, SHINJUKU_POSTAL } from '../../testing/fakeApi.ts';
import { describeWizardNavigation } from '../../wizard/describeWizardNavigation.ts';
import type { ReservationModule, ReservationStep } from './modules.ts';
import { ReservationStore } from './ReservationStore.ts';

const NOW = new Date(2026, 10, 23, 10);
const CONTACT = { name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '09012345678' };

function create(history: MemoryHistory, storage: KeyValueStorage = new MemoryStorage(), api = new FakeApi()) {
  api.postalResults = [SHINJUKU_POSTAL];
  return new ReservationStore(new RootStore({ api, history, storage, device: 'pc', now: () => NOW }));
}

function setup(url: string = RESERVATION_PATHS.step1, api = new FakeApi()) {
  const history = new MemoryHistory(url);
  const flow = create(history, new MemoryStorage(), api);
  return { api, history, flow };
}

/** Step 1 as a visitor fills it: postal code, house number, destination city, person count; the companies follow 400 ms later. */
async function fillStep1(flow: ReservationStore): Promise<void> {
  await flow.form.address.changePostalCode('1600022');
  flow.form.fields.change({ fromHouseNumber: '1-2-3' });
  flow.form.address.changeDestinationCity('13112');
  await flow.form.belongings.setHeadCount('2');
  await vi.advanceTimersByTimeAsync(400);
}

async function completeStep(flow: ReservationStore, step: ReservationStep): Promise<void> {
  if (step === 'step1') await fillStep1(flow);
  else if (step === 'step3') flow.form.fields.change(CONTACT);
  else if (step === 'step4') flow.form.companies.choose(['R001', 'R002', 'R003']);
  else if (step !== 'step2') throw new Error(`${step} is not an input step`);
  flow.next(step);
}

async function toConfirm(flow: ReservationStore): Promise<void> {
  for (const step of ['step1', 'step2', 'step3', 'step4'] as const) await completeStep(flow, step);
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describeWizardNavigation<ReservationStep, ReservationModule, ReservationStore>({
  name: 'reservation',
  paths: RESERVATION_PATHS,
  firstStep: 'step1',
  confirmStep: 'confirm',
  create: (history, storage) => create(history, storage),
  completeStep,
  edit: {
    module: 'contactInfo',
    clearsOnEnter: true,
    finish: async (flow) => {
      flow.next('step3');
      flow.next('step4');
    },
  },
});

describe('ReservationStore: steps and guards (spec §2)', () => {
  it('sends a direct visit of a later step to step 1, and step 4 without contact to step 3', async () => {
    for (const path of [RESERVATION_PATHS.step2, RESERVATION_PATHS.step4, RESERVATION_PATHS.noHit, RESERVATION_PATHS.confirm, RESERVATION_PATHS.complete]) {
      expect(setup(path).flow.step).toBe('step1');
    }
    const { flow, history } = setup();
    await completeStep(flow, 'step1');
    await completeStep(flow, 'step2');
    flow.navigator.goTo('step4');
    expect(flow.step).toBe('step3');
    expect(history.pathname).toBe(RESERVATION_PATHS.step3);
  });

  it('requires the origin house number and a 10-digit phone', async () => {
    const { flow } = setup();
    await flow.form.address.changePostalCode('1600022');
    flow.form.address.changeDestinationCity('13112');
    await flow.form.belongings.setHeadCount('1');
    flow.next('step1');
    expect(flow.step).toBe('step1');
    expect(flow.form.fields.refused('step1')).toBe(true);
    expect(flow.form.fields.form('step1').getState().errors?.fromHouseNumber).toBe(MESSAGES.houseNumber.required);
    flow.form.fields.change({ fromHouseNumber: '5' });
    flow.next('step1');
    flow.next('step2');
    flow.form.fields.change({ ...CONTACT, tel: '090123456' });
    flow.next('step3');
    expect(flow.step).toBe('step3');
    expect(flow.form.errorsOf(CONTACT_PART).tel).toBeDefined();
  });

  it('defaults the preferred time to unspecified (0) and sends it with the company query', async () => {
    const { flow, api } = setup();
    expect(flow.form.values.preferredTime).toBe('0');
    await fillStep1(flow);
    expect(api.reservationQueries.at(-1)).toMatchObject({ kibouJikanCd: '0', manCount: '2', toShikuchosonCd: '13112' });
  });
});

describe('ReservationStore: companies (spec §4, §7)', () => {
  it('chooses none for the visitor, refuses a fourth with the warning, and needs at least one', async () => {
    const { flow } = setup();
    await toConfirm(flow);
    flow.edit('company');
    expect(flow.step).toBe('step4');
    const companies = flow.form.companies;
    companies.toggle('R004');
    expect(companies.selected).toEqual(['R001', 'R002', 'R003']);
    expect(companies.warning).toBe('仮予約を依頼する業者は3社以内でご選択ください');
    companies.choose([]);
    flow.next('step4');
    expect(flow.step).toBe('step4');
    expect(flow.form.errorsOf(COMPANIES_PART).companyList).toBe(MESSAGES.companies.reservationRequired);
  });

  it('keeps the price, rating and average price of the answer', async () => {
    const api = new FakeApi();
    api.reservationCompanies = [pricedCompany('R001', { price: 50_000, rate: 3.5 }), pricedCompany('R002', { price: 70_000, rate: null })];
    const { flow } = setup(RESERVATION_PATHS.step1, api);
    await fillStep1(flow);
    expect(flow.form.companies.companies.map((company) => [company.price, company.rate])).toEqual([[50_000, 3.5], [70_000, null]]);
    expect(flow.form.averagePrice).toBe(60_000);
    expect(flow.form.alliances.alliances).toHaveLength(1);
  });

  it('shows the no-hit page from step 4 when the list has at most one company', async () => {
    const api = new FakeApi();
    api.reservationCompanies = [pricedCompany('R001')];
    const { flow, history } = setup(RESERVATION_PATHS.step1, api);
    await completeStep(flow, 'step1');
    await completeStep(flow, 'step2');
    await completeStep(flow, 'step3');
    expect(flow.step).toBe('noHit');
    expect(history.pathname).toBe(RESERVATION_PATHS.noHit);
  });

  it('sends the no-hit URL to step 4 while companies can be compared', async () => {
    const { flow, history } = setup();
    await completeStep(flow, 'step1');
    await completeStep(flow, 'step2');
    await completeStep(flow, 'step3');
    history.push(RESERVATION_PATHS.noHit);
    expect(flow.step).toBe('step4');
  });

  it('marks the list stale after a schedule change and fetches it again; a destination change refreshes the partners', async () => {
    const { flow, api } = setup();
    await fillStep1(flow);
    const calls = api.reservationQueries.length;
    flow.form.fields.change({ preferredTime: '1' });
    expect(flow.form.companies.status).toBe('stale');
    await vi.advanceTimersByTimeAsync(400);
    expect(flow.form.companies.status).toBe('fresh');
    expect(api.reservationQueries).toHaveLength(calls + 1);
    flow.form.address.changeDestinationPrefecture('27');
    expect(flow.form.alliances.stale).toBe(true);
  });
});

describe('ReservationStore: edit from confirm (spec §2)', () => {
  it('jumps to the module’s step and ends the edit on arrival; other requests are edited on confirm', async () => {
    const { flow, history } = setup();
    await toConfirm(flow);
    flow.edit('schedule');
    expect(flow.step).toBe('step1');
    expect(history.pathname).toBe(RESERVATION_PATHS.step1);
    expect(flow.edits.isEditing()).toBe(false);
    flow.next('step1');
    expect(flow.step).toBe('step2');
    await toConfirm(flow);
    flow.edit('otherRequests');
    expect(flow.step).toBe('confirm');
    expect(flow.edits.isEditing()).toBe(false);
  });
});

describe('ReservationStore: the request (spec §4, §7, §8)', () => {
  it('posts the reservation with the fields of §7, shows complete, and clears the form', async () => {
    const { flow, api, history } = setup();
    await toConfirm(flow);
    flow.form.fields.change({ otherRequests: '午前中希望' });
    const sent = flow.reserve();
    expect(flow.sendStatus).toBe('started');
    await sent;
    expect(flow.sendStatus).toBe('done');
    expect(api.reservationRequests[0]).toMatchObject({
      fromZipCd: '1600022',
      fromHouseNumber: '1-2-3',
      kibouJikanCd: '0',
      manCount: '2',
      kaisha: ['R001', 'R002', 'R003'],
      etcYobo: '午前中希望',
      tel1: '09012345678',
      alliance: [],
    });
    expect(flow.step).toBe('complete');
    expect(history.pathname).toBe(RESERVATION_PATHS.complete);
    expect(flow.outcome).toMatchObject({ kind: 'sent', response: { requestId: 'RV-1' } });
    expect(flow.form.values.fromPostalCode).toBe('');
  });

  it('tells complete who took the reservation, at which price and lines, the partner services and the contact choice as answered', async () => {
    const { flow, api } = setup();
    await toConfirm(flow);
    flow.form.alliances.choose(['A001']);
    flow.form.fields.change({ contactPreference: { method: 'phone', windows: ['weekdayMorning'] } });
    expect(flow.delivery).toBeNull();
    await flow.reserve();
    const delivery = flow.delivery!;
    expect(delivery.companies).toEqual(api.reservationCompanies.slice(0, 3));
    expect(delivery.companies.every((company) => company.priceParts?.reduce((sum, part) => sum + part.amount, 0) === company.price)).toBe(true);
    expect(delivery.alliances.map((partner) => partner.alliance_id)).toEqual(['A001']);
    expect(delivery.contact).toEqual({ method: 'phone', windows: ['weekdayMorning'] });
    expect(delivery.undelivered).toEqual([]);
  });

  it('shows the duplicate-booking message on complete for a 409', async () => {
    const api = new FakeApi();
    api.reservationAnswer = 'duplicate';
    const { flow } = setup(RESERVATION_PATHS.step1, api);
    await toConfirm(flow);
    await flow.reserve();
    expect(flow.sendStatus).toBe('failed');
    expect(flow.step).toBe('complete');
    expect(flow.outcome).toEqual({ kind: 'duplicate' });
  });

  it('goes back to the company step for a 409 saying the companies filled up, asking for the list again and saying why', async () => {
    const api = new FakeApi();
    api.reservationAnswer = 'full';
    const { flow } = setup(RESERVATION_PATHS.step1, api);
    await toConfirm(flow);
    const asked = api.reservationQueries.length;
    await flow.reserve();
    expect(flow.sendStatus).toBe('failed');
    expect(flow.outcome).toBeNull();
    expect(flow.step).toBe('step4');
    expect(flow.form.companies.refusal).toBe('予約枠が埋まったため、予約できませんでした。');
    expect(flow.form.companies.status).toBe('stale');
    await vi.waitFor(() => expect(api.reservationQueries.length).toBe(asked + 1));
    // The next choice the visitor makes puts the reason away.
    flow.form.companies.toggle('R004');
    expect(flow.form.companies.refusal).toBeUndefined();
  });

  it('leaves for the error page on any other failure', async () => {
    const api = new FakeApi();
    api.reservationAnswer = 'error';
    const { flow, history } = setup(RESERVATION_PATHS.step1, api);
    await toConfirm(flow);
    await flow.reserve();
    expect(history.leftTo).toBe('/error.html');
  });

  it('sends a visitor leaving complete back to step 1', async () => {
    const { flow, history } = setup();
    await toConfirm(flow);
    await flow.reserve();
    history.go(-1);
    expect(flow.step).toBe('step1');
    expect(history.pathname).toBe(RESERVATION_PATHS.step1);
    expect(flow.outcome).toBeNull();
  });
});
