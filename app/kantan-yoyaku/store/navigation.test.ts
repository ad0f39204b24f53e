import { describe, expect, it } from 'vitest';
import { QUICK_BOOKING_PATHS } from '../../../domain/flows/urls.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage, type KeyValueStorage } from '../../stores/storage.ts';
import { FakeApi } from '../../testing/fakeApi.ts';
import { ADDRESS, CUSTOMER, FROM_BUILDING, TO_BUILDING } from '../../testing/quickBookingFixture.ts';
import { describeWizardNavigation } from '../../wizard/describeWizardNavigation.ts';
import { QuickBookingStore } from './QuickBookingStore.ts';
import type { EditModule, Step } from './steps.ts';

/** Monday 1 June 2026, 10:00 in Japan. */
const NOW = new Date('2026-06-01T01:00:00Z');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function create(history: MemoryHistory, storage: KeyValueStorage = new MemoryStorage(), api = new FakeApi(), now = NOW): QuickBookingStore {
  return new QuickBookingStore(new RootStore({ api, history, storage, device: 'sp', now: () => now }));
}

async function passBelongings(store: QuickBookingStore): Promise<void> {
  await settle();
  store.inputs.fields.form('belongings').change('hasOtherBelongings', '0');
  for (let subStep = 1; subStep <= 7; subStep += 1) await store.nextBelongingsSubStep();
  await settle();
}

/** Fills the shown step as the visitor's next does. */
async function completeStep(store: QuickBookingStore, step: Step): Promise<void> {
  if (step === 'step1') store.inputs.submitAddress(ADDRESS);
  if (step === 'step2') {
    store.inputs.submitBuilding('from', { building: FROM_BUILDING, detailAddress: '1-1' });
    store.inputs.submitBuilding('to', { building: TO_BUILDING, detailAddress: '' });
  }
  if (step === 'step3') await passBelongings(store);
  if (step === 'step4') store.chooseCompany(store.companiesOfMovingDate[0]!);
  if (step === 'step5') store.inputs.submitCustomer(CUSTOMER);
  await settle();
}

async function toConfirm(store: QuickBookingStore): Promise<void> {
  for (const step of ['step1', 'step2', 'step3', 'step4', 'step5'] as const) await completeStep(store, step);
}

describeWizardNavigation<Step, EditModule, QuickBookingStore>({
  name: 'quick booking',
  paths: QUICK_BOOKING_PATHS,
  firstStep: 'step1',
  confirmStep: 'confirm',
  create: (history, storage) => create(history, storage),
  completeStep,
  edit: { module: 'customerInfo', finish: async (store) => store.inputs.submitCustomer(CUSTOMER) },
});

describe('quick booking: an edit left backwards ends', () => {
  it('ends the edit when the visitor goes back from step 2 opened for editing; a later visit of step 3 searches companies', async () => {
    const api = new FakeApi();
    const store = create(new MemoryHistory(QUICK_BOOKING_PATHS.step1), new MemoryStorage(), api);
    await toConfirm(store);
    store.inputs.edit('toAddressDetailInfo');
    expect(store.step).toBe('step2');
    store.inputs.backFromStep2();
    expect(store.step).toBe('confirm');
    expect(store.edits.isEditing()).toBe(false);

    store.navigator.goTo('step3');
    expect(store.edits.isEditing()).toBe(false);
    const asked = api.availabilityRequests.length;
    await passBelongings(store);
    // The company search (first business day from today + 5), not the price re-check of the chosen day.
    expect(api.availabilityRequests[asked]?.fromDate).toBe('2026-06-08');
    expect(store.step).toBe('step4');
    expect(store.feedback.current).toBeNull();
  });

  it('ends the edit when the visitor goes back from belongings sub-step 1 opened for editing', async () => {
    const store = create(new MemoryHistory(QUICK_BOOKING_PATHS.step1));
    await toConfirm(store);
    store.inputs.edit('belongingsInfo');
    expect(store.step).toBe('step3');
    store.previousBelongingsSubStep();
    expect(store.step).toBe('confirm');
    expect(store.edits.isEditing()).toBe(false);
  });
});

describe('quick booking: links and dates', () => {
  it('looks up a postal code that a link carries alone, filling the origin and the destination prefecture', async () => {
    const api = new FakeApi();
    api.postalResults = [{ postalCode: '1000005', prefectureCode: '13', cityCode: '13101', districtCode: 'd1', districtName: '丸の内', address: '東京都千代田区丸の内' }];
    const store = create(new MemoryHistory('/kantan-yoyaku/?fromZipCd=100-0005'), new MemoryStorage(), api);
    await settle();
    expect(store.inputs.address).toMatchObject({
      fromAddressFormat: 'postalCode',
      fromPostalCode: '1000005',
      fromPrefecture: '13',
      fromCity: '13101',
      fromDistrict: 'd1',
      toPrefecture: '13',
      toCity: '',
    });
  });

  it('keeps a postal code with several addresses as typed, for the visitor to choose', async () => {
    const api = new FakeApi();
    const result = { postalCode: '1000005', prefectureCode: '13', cityCode: '13101', districtCode: 'd1', districtName: '丸の内', address: '' };
    api.postalResults = [result, { ...result, districtCode: 'd2' }];
    const store = create(new MemoryHistory('/kantan-yoyaku/?fromZipCd=1000005'), new MemoryStorage(), api);
    await settle();
    expect(store.inputs.address.fromPostalCode).toBe('1000005');
    expect(store.inputs.address.fromPrefecture).toBe('');
  });

  it('offers the bookable window of Japan time on the calendar, whatever the device clock', () => {
    // 20:00 UTC on 31 May is already 1 June in Japan.
    const store = create(new MemoryHistory(QUICK_BOOKING_PATHS.step1), new MemoryStorage(), new FakeApi(), new Date('2026-05-31T20:00:00Z'));
    expect(store.today).toBe('2026-06-01');
    expect(store.calendar.window).toEqual({ first: '2026-06-04', last: '2026-09-01' });
    expect(store.calendar.months).toEqual({ first: '2026-06', last: '2026-09' });
  });
});
