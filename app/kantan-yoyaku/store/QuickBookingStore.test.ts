import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/validation/messages.ts';
import type { EmailCheckResponse } from '../../../domain/api/lookups.ts';
import { NETWORK_ERROR_CODE, type ApiResult } from '../../api/http.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage } from '../../stores/storage.ts';
import { company, FakeApi } from '../../testing/fakeApi.ts';
import { ADDRESS, CUSTOMER, FROM_BUILDING, TO_BUILDING } from '../../testing/quickBookingFixture.ts';
import { handOff, handOffKey } from '../../stores/flowHandOff.ts';

const TO_ESTIMATE = handOffKey('mitsumori');
import { QuickBookingStore } from './QuickBookingStore.ts';

/** Monday 1 June 2026: today + 5 is Saturday the 6th, so the search starts on Monday the 8th. */
const NOW = new Date(2026, 5, 1, 10, 0);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(url = '/kantan-yoyaku/', storage = new MemoryStorage(), api = new FakeApi()) {
  const history = new MemoryHistory(url);
  const root = new RootStore({ api, history, storage, device: 'pc', now: () => NOW });
  const store = new QuickBookingStore(root);
  return { store, api, history, storage, root };
}

/** The seven sub-steps of step 3 passed, answering "no other belongings". */
async function passBelongings(store: QuickBookingStore): Promise<void> {
  store.inputs.fields.form('belongings').change('hasOtherBelongings', '0');
  for (let subStep = 1; subStep <= 7; subStep += 1) await store.nextBelongingsSubStep();
  await settle();
}

/** Steps 1 to 3, ending on the calendar. */
async function toCalendar(store: QuickBookingStore): Promise<void> {
  store.inputs.submitAddress(ADDRESS);
  store.inputs.submitBuilding('from', { building: FROM_BUILDING, detailAddress: '1-1' });
  store.inputs.submitBuilding('to', { building: TO_BUILDING, detailAddress: '' });
  await settle();
  await passBelongings(store);
}

async function toConfirm(store: QuickBookingStore): Promise<void> {
  await toCalendar(store);
  store.chooseCompany(store.companiesOfMovingDate[0]!);
  store.inputs.submitCustomer(CUSTOMER);
}

describe('QuickBookingStore navigation', () => {
  it('guards push a visitor to the earliest incomplete step and fix the URL', () => {
    const { store, history } = setup('/kantan-yoyaku/step3/');
    expect(store.step).toBe('step1');
    expect(history.pathname).toBe('/kantan-yoyaku/');
  });

  it('confirm needs the confirmed flag and all earlier data; complete needs a reservation', () => {
    const { store } = setup();
    expect(store.navigator.allowedStep('confirm')).toBe('step1');
    expect(store.navigator.allowedStep('complete')).toBe('step1');
    expect(store.navigator.allowedStep('duplicateError')).toBe('step1');
  });

  it('sends paths outside the flow to the estimate flow', () => {
    const { history } = setup('/kantan-yoyaku/nowhere/');
    expect(history.leftTo).toBe('/mitsumori/');
  });

  it('maps browser back and forward to the steps', async () => {
    const { store, history } = setup();
    store.inputs.submitAddress(ADDRESS);
    expect(history.pathname).toBe('/kantan-yoyaku/step2/');
    history.go(-1);
    expect(store.step).toBe('step1');
    history.go(1);
    expect(store.step).toBe('step2');
  });

  it('step 2 asks for the origin, then the destination; back returns through them', () => {
    const { store } = setup();
    store.inputs.submitAddress(ADDRESS);
    expect(store.inputs.step2Part).toBe('from');
    store.inputs.submitBuilding('from', { building: FROM_BUILDING, detailAddress: '' });
    expect(store.inputs.step2Part).toBe('to');
    store.inputs.backFromStep2();
    expect(store.inputs.step2Part).toBe('from');
    store.inputs.backFromStep2();
    expect(store.step).toBe('step1');
  });
});

describe('QuickBookingStore booking', () => {
  it('goes from an empty form to complete', async () => {
    const { store, api, history, storage } = setup();
    await toCalendar(store);
    expect(store.inputs.belongings.belongingsCounts).toEqual({ '10001': '1', '10002': '0' });
    expect(store.step).toBe('step4');
    expect(store.inputs.reservation.movingDate).toBe('2026-06-08');
    expect(store.availableDatesForCompanies).toContain('2026-06-08');
    store.chooseCompany(store.companiesOfMovingDate[0]!);
    expect(history.pathname).toBe('/kantan-yoyaku/step5/');
    store.inputs.submitCustomer(CUSTOMER);
    expect(store.step).toBe('confirm');
    await store.reserve();
    expect(store.step).toBe('complete');
    expect(history.pathname).toBe('/kantan-yoyaku/complete/');
    expect(store.reservationResult?.reservationId).toBe('R-1');
    expect(store.bookedPrice).toBe(50_000);
    expect(api.reserveRequests[0]).toMatchObject({
      companyId: 'c1',
      movingDate: '2026-06-08',
      price: 50_000,
      headCount: 1,
      fromFloorPlan: 1,
      nimotsu: [{ id: '1', items: [{ id: '10001', count: 1 }] }],
      customerEmail: 'taro@example.jp',
      fromDetailAddress: '1-1',
    });
    expect(storage.getItem('kantan-yoyaku:state') ?? '').not.toContain('13101');
  });

  it('retries the search one business day later, at most four times, then apologises', async () => {
    const { store, api } = setup();
    api.offers = (date) => (date === '2026-06-10' ? [company('c1')] : []);
    await toCalendar(store);
    expect(api.availabilityRequests.slice(0, 3).map((request) => request.fromDate)).toEqual(['2026-06-08', '2026-06-09', '2026-06-10']);
    expect(store.inputs.reservation.movingDate).toBe('2026-06-10');

    const soldOut = setup();
    soldOut.api.offers = () => [];
    await toCalendar(soldOut.store);
    expect(soldOut.api.availabilityRequests.map((request) => request.fromDate)).toEqual(['2026-06-08', '2026-06-09', '2026-06-10', '2026-06-11']);
    expect(soldOut.store.step).toBe('step3');
    expect(soldOut.store.feedback.isOpen('apology')).toBe(true);
    soldOut.store.previousBelongingsSubStep();
    expect(soldOut.store.feedback.isOpen('apology')).toBe(false);
  });

  it('treats code 1001 as sold out and any other availability error as the error page', async () => {
    const soldOut = setup();
    soldOut.api.availabilityFailure = { code: '1001', message: 'sold out', field: null };
    await toCalendar(soldOut.store);
    expect(soldOut.store.feedback.isOpen('apology')).toBe(true);

    const broken = setup();
    broken.api.availabilityFailure = { code: 'INTERNAL', message: 'x', field: null };
    await toCalendar(broken.store);
    expect(broken.history.leftTo).toBe('/error.html');
  });

  it('counts only companies accepting AM for AM days and sorts by the AM price', async () => {
    const { store, api } = setup();
    api.offers = () => [
      company('c1', { price: 40_000, priceForAm: null, acceptAmPreferredRequest: false }),
      company('c2', { price: 45_000, priceForAm: 70_000 }),
      company('c3', { price: 50_000, priceForAm: 65_000, satisfactionRate: 4.8 }),
    ];
    await toCalendar(store);
    expect(store.monthLowestPrices['2026-06-08']).toBe(40_000);
    store.setDesiredTime('am');
    expect(store.monthLowestPrices['2026-06-08']).toBe(65_000);
    expect(store.companiesOfMovingDate.map((c) => c.companyId)).toEqual(['c2', 'c3']);
    store.setSortType(2);
    expect(store.companiesOfMovingDate.map((c) => c.companyId)).toEqual(['c3', 'c2']);
    store.setSortType(3);
    expect(store.companiesOfMovingDate[0]!.companyId).toBe('c3');
    store.chooseCompany(store.companiesOfMovingDate[0]!);
    expect(store.inputs.reservation.sortType).toBe(1);
    expect(store.selectedPrice).toBe(65_000);
  });

  it('sends a duplicate to duplicate-error and any other failure to the error page', async () => {
    const duplicate = setup();
    await toConfirm(duplicate.store);
    duplicate.api.reserveAnswer = 'duplicate';
    await duplicate.store.reserve();
    expect(duplicate.store.step).toBe('duplicateError');
    expect(duplicate.history.pathname).toBe('/kantan-yoyaku/duplicate-error/');

    const broken = setup();
    await toConfirm(broken.store);
    broken.api.reserveAnswer = 'error';
    await broken.store.reserve();
    expect(broken.history.leftTo).toBe('/error.html');
  });
});

describe('QuickBookingStore reserve refusals', () => {
  it('returns to the calendar with the reservation-full modal when the day filled up', async () => {
    const { store, api } = setup();
    await toConfirm(store);
    api.reserveAnswer = 'full';
    await store.reserve();
    expect(store.step).toBe('step4');
    expect(store.feedback.isOpen('reservationFull')).toBe(true);
    expect(store.inputs.reservation.selectedCompany).toBeNull();
  });

  it('re-checks the price and shows the toast when the server says the price changed', async () => {
    const { store, api } = setup();
    await toConfirm(store);
    api.reserveAnswer = 'priceChanged';
    api.offers = () => [company('c1', { price: 51_000 })];
    await store.reserve();
    expect(store.step).toBe('confirm');
    expect(store.feedback.of('priceChange')).toMatchObject({ kind: 'priceChange', previous: 50_000, current: 51_000 });
  });
});

describe('QuickBookingStore edits from confirm', () => {
  it('re-checks the price after a belongings edit and shows the change', async () => {
    const { store, api, history } = setup();
    await toConfirm(store);
    api.offers = () => [company('c1', { price: 56_000 })];
    store.inputs.edit('belongingsInfo');
    expect(history.pathname).toBe('/kantan-yoyaku/step3/');
    await settle();
    await passBelongings(store);
    expect(store.step).toBe('confirm');
    expect(store.feedback.of('priceChange')).toEqual({
      kind: 'priceChange', previous: 50_000, current: 56_000,
      previousLines: [{ kind: 'base', label: '基本料金', amount: 50_000, parts: [expect.objectContaining({ amount: 50_000 })] }],
      currentLines: [{ kind: 'base', label: '基本料金', amount: 56_000, parts: [expect.objectContaining({ amount: 56_000 })] }],
    });
    expect(store.selectedPrice).toBe(56_000);
    expect(store.selectedPriceLines?.map((line) => line.amount)).toEqual([56_000]);
    expect(store.edits.module).toBeNull();
  });

  it('returns straight to confirm when a company is chosen while editing', async () => {
    const { store, api } = setup();
    api.offers = () => [company('c1'), company('c2', { price: 42_000 })];
    await toConfirm(store);
    store.inputs.edit('reservationInfo');
    expect(store.step).toBe('step4');
    await settle();
    store.chooseCompany(store.companiesOfMovingDate[1]!);
    expect(store.step).toBe('confirm');
    expect(store.inputs.reservation.selectedCompany?.companyId).toBe('c2');
  });

  it('ends on the calendar when the chosen company is gone after an edit', async () => {
    const { store, api } = setup();
    await toConfirm(store);
    api.offers = (date) => (date === '2026-06-07' ? [company('c9')] : []);
    store.inputs.edit('fromAddressInfo');
    expect(store.step).toBe('step1');
    store.inputs.submitAddress({ ...ADDRESS, fromFloorPlan: '3' });
    await settle();
    await settle();
    // The re-check of the chosen day, the fallback days from today + 5, then the calendar month.
    expect(api.availabilityRequests.slice(-4).map((request) => request.fromDate)).toEqual(['2026-06-08', '2026-06-06', '2026-06-07', '2026-06-04']);
    expect(store.step).toBe('step4');
    expect(store.inputs.reservation.movingDate).toBe('2026-06-07');
    expect(store.inputs.reservation.selectedCompany).toBeNull();
    expect(store.feedback.isOpen('cannotReserveWithModification')).toBe(true);
  });
});

describe('QuickBookingStore: built and now tested (issue 26)', () => {
  it('sends the visitor to the error page when the price re-check after an edit fails', async () => {
    const { store, api, history } = setup();
    await toConfirm(store);
    store.inputs.edit('belongingsInfo');
    await settle();
    api.availabilityFailure = { code: 'INTERNAL', message: 'x', field: null };
    await passBelongings(store);
    expect(history.leftTo).toBe('/error.html');
  });

  it('goes back from belongings sub-step 1 to the destination part of step 2, and within the modal one sub-step at a time', async () => {
    const { store } = setup();
    store.inputs.submitAddress(ADDRESS);
    store.inputs.submitBuilding('from', { building: FROM_BUILDING, detailAddress: '1-1' });
    store.inputs.submitBuilding('to', { building: TO_BUILDING, detailAddress: '' });
    await settle();
    expect(store.step).toBe('step3');
    await store.nextBelongingsSubStep();
    expect(store.inputs.belongingsSubStep).toBe(2);
    store.previousBelongingsSubStep();
    expect(store.inputs.belongingsSubStep).toBe(1);
    store.previousBelongingsSubStep();
    expect(store.step).toBe('step2');
    expect(store.inputs.step2Part).toBe('to');
  });

  it('closes the apology on a change of belongings and on a fresh pick of a company (spec §4)', async () => {
    const { store, api } = setup();
    api.offers = () => [];
    await toCalendar(store);
    expect(store.feedback.isOpen('apology')).toBe(true);
    // Fewer belongings find a company: the apology closes as the changed belongings are sent.
    api.offers = (date) => (date === '2026-06-08' ? [company('c1')] : []);
    store.inputs.fields.form('belongings').change('belongingsCounts', { 10001: '2', 10002: '0' });
    await store.nextBelongingsSubStep();
    expect(store.feedback.isOpen('apology')).toBe(false);
    expect(store.step).toBe('step4');

    const picked = setup();
    await toCalendar(picked.store);
    picked.store.feedback.open({ kind: 'apology' });
    picked.store.chooseCompany(picked.store.companiesOfMovingDate[0]!);
    expect(picked.store.feedback.isOpen('apology')).toBe(false);
  });

  it('keeps none of what spec §4 leaves out of storage: personal info, detail address, confirm, modals, the edit under way, availability and reserve results', async () => {
    const { store, api, storage } = setup();
    api.reserveAnswer = 'full';
    await toConfirm(store);
    store.feedback.open({ kind: 'apology' });
    await store.reserve();
    store.inputs.edit('customerInfo');
    const kept = Object.fromEntries(['kantan-yoyaku:state'].map((key) => [key, storage.getItem(key) ?? '']));
    const saved = JSON.stringify(kept);
    for (const absent of ['taro@example.jp', '09012345678', '山田太郎', 'ヤマダタロウ', '1-1', 'confirmed', 'reservationFull', 'apology', 'customerInfo', 'daysByMonth', 'companyInfos', 'reservationId', 'R-1']) {
      expect({ absent, found: saved.includes(absent) }).toEqual({ absent, found: false });
    }
    expect(saved).toContain('13101');
  });
});

describe('QuickBookingStore persistence and prefill', () => {
  it('keeps inputs across a reload but never personal info or detail addresses', async () => {
    const storage = new MemoryStorage();
    const first = setup('/kantan-yoyaku/', storage);
    expect(first.store.persistence.isReload).toBe(false);
    await toConfirm(first.store);
    const saved = storage.getItem('kantan-yoyaku:state') ?? '';
    expect(saved).not.toContain('taro@example.jp');
    expect(saved).not.toContain('1-1');

    const reloaded = setup('/kantan-yoyaku/confirm/', storage);
    expect(reloaded.store.persistence.isReload).toBe(true);
    expect(reloaded.store.inputs.address).toEqual(ADDRESS);
    expect(reloaded.store.inputs.reservation.selectedCompany?.companyId).toBe('c1');
    expect(reloaded.store.inputs.customer.email).toBe('');
    expect(reloaded.store.inputs.detail.fromDetailAddress).toBe('');
    expect(reloaded.store.step).toBe('step5');
  });

  it('prefills step 1 from the query and drops a moving date outside the window', () => {
    const { store, history } = setup(
      '/kantan-yoyaku/?fromZipCd=100-0005&fromTodofukenCd=13&fromShikugunCd=13101&fromMachiCd=d1&toTodofukenCd=14&toShikugunCd=14101&pickedDate=20260610',
    );
    expect(store.inputs.address).toMatchObject({
      fromAddressFormat: 'postalCode',
      fromPostalCode: '1000005',
      fromPrefecture: '13',
      fromCity: '13101',
      fromDistrict: 'd1',
      toPrefecture: '14',
      toCity: '14101',
    });
    expect(store.inputs.prefilledMovingDate).toBe('2026/06/10');
    expect(history.pathname + history.search).toBe('/kantan-yoyaku/');

    expect(setup('/kantan-yoyaku/?pickedDate=20260602').store.inputs.prefilledMovingDate).toBe('');
  });

  it('goes nowhere on next when the origin is one the reference data does not know (spec §8)', async () => {
    // A link may carry a district code that no list holds: the select shows nothing chosen.
    const { store, history, root, api } = setup('/kantan-yoyaku/?fromTodofukenCd=13&fromShikugunCd=13101&fromMachiCd=zz9&toTodofukenCd=14&toShikugunCd=14101');
    await root.cities.loadDistricts('13', '13101');
    store.inputs.submitAddress({ ...ADDRESS, fromDistrict: 'zz9' });
    await settle();
    expect(store.step).toBe('step1');
    expect(history.pathname).toBe('/kantan-yoyaku/');
    expect(history.leftTo).toBeUndefined();
    expect(api.availabilityRequests).toEqual([]);
    // A district the list holds goes on.
    store.inputs.submitAddress(ADDRESS);
    expect(store.step).toBe('step2');
  });

  it('hands its contact to the estimate form only when the visitor follows a link there (spec §1)', async () => {
    const { store, storage } = setup();
    await toConfirm(store);
    expect(storage.getItem(TO_ESTIMATE)).toBeNull();
    store.leaveForEstimate();
    expect(JSON.parse(storage.getItem(TO_ESTIMATE)!)).toEqual({ contact: { name: '山田太郎', nameKana: 'ヤマダタロウ', email: 'taro@example.jp', tel: '09012345678' } });
    // Nothing typed yet, nothing handed over.
    const fresh = setup();
    fresh.store.leaveForEstimate();
    expect(fresh.storage.getItem(TO_ESTIMATE)).toBeNull();
  });

  it('takes what the estimate form handed over: the person count on step 1, and step 1\'s next pushes the belongings and the contact (spec §4)', async () => {
    const storage = new MemoryStorage();
    const contact = { name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '08012345678' };
    handOff(storage, 'kantan-yoyaku', { contact, headCount: '2', belongingsCounts: { 10001: '3', 10002: '1' } });
    const { store } = setup('/kantan-yoyaku/?fromTodofukenCd=13&fromShikugunCd=13101&fromMachiCd=d1&toTodofukenCd=14&toShikugunCd=14101', storage);
    expect(storage.getItem(handOffKey('kantan-yoyaku'))).toBeNull();
    expect(store.inputs.address.headCount).toBe('2');
    expect(store.inputs.customer.name).toBe('');
    store.inputs.submitAddress({ ...ADDRESS, headCount: '2' });
    expect(store.inputs.belongings.belongingsCounts).toEqual({ 10001: '3', 10002: '1' });
    expect(store.inputs.customer).toEqual({ name: '山田 花子', nameKana: 'ヤマダ ハナコ', tel: '08012345678', email: 'hanako@example.jp' });
    // The counts handed over are the visitor's: the belongings step keeps them instead of the defaults.
    store.inputs.submitBuilding('from', { building: FROM_BUILDING, detailAddress: '1-1' });
    store.inputs.submitBuilding('to', { building: TO_BUILDING, detailAddress: '' });
    await settle();
    expect(store.inputs.belongings.belongingsCounts).toEqual({ 10001: '3', 10002: '1' });
    // Nothing is pushed twice: a later step-1 next keeps what the visitor typed since.
    store.inputs.submitCustomer({ ...CUSTOMER });
    store.inputs.submitAddress({ ...ADDRESS, headCount: '2' });
    expect(store.inputs.customer.name).toBe(CUSTOMER.name);
  });

  it('searches the prefilled moving date first', async () => {
    const { store, api } = setup('/kantan-yoyaku/?pickedDate=20260612');
    await toCalendar(store);
    expect(api.availabilityRequests[0]!.fromDate).toBe('2026-06-12');
    expect(store.inputs.reservation.movingDate).toBe('2026-06-12');
  });

  it('makes four attempts in all from a prefilled date, skipping weekends and holidays, the prefilled date included (spec §4, §9)', async () => {
    // Friday 12 June has no company: Saturday and Sunday are skipped, then Monday to Wednesday; four attempts.
    const friday = setup('/kantan-yoyaku/?pickedDate=20260612');
    friday.api.offers = () => [];
    await toCalendar(friday.store);
    expect(friday.api.availabilityRequests.map((request) => request.fromDate)).toEqual(['2026-06-12', '2026-06-15', '2026-06-16', '2026-06-17']);
    expect(friday.store.feedback.isOpen('apology')).toBe(true);
    // A prefilled Saturday is not searched: the search starts on the next business day.
    const saturday = setup('/kantan-yoyaku/?pickedDate=20260613');
    saturday.api.offers = (date) => (date === '2026-06-15' ? [company('c1')] : []);
    await toCalendar(saturday.store);
    expect(saturday.api.availabilityRequests[0]!.fromDate).toBe('2026-06-15');
    expect(saturday.store.inputs.reservation.movingDate).toBe('2026-06-15');
  });
});

describe('QuickBookingStore e-mail check', () => {
  const TYPO: EmailCheckResponse = { message: 'EMAIL_DOMAIN_TYPO', text: 'taro@gmail.com の入力間違いではありませんか？', suggestion: 'taro@gmail.com' };

  /** A store whose e-mail check answers `answer` and records the addresses asked about. */
  function withEmailAnswer(answer: ApiResult<EmailCheckResponse>) {
    const context = setup();
    const asked: string[] = [];
    context.api.reference = {
      ...context.api.reference,
      email: (email) => {
        asked.push(email);
        return Promise.resolve(answer);
      },
    };
    return { ...context, asked };
  }

  it('asks about a well-formed address and offers the server’s correction for that address, without an error', async () => {
    const { store, asked } = withEmailAnswer({ kind: 'ok', data: TYPO });
    const { emailCheck } = store.inputs;
    await emailCheck.check('taro@gmial');
    expect(asked).toEqual([]);
    await emailCheck.check('taro@gmial.com');
    expect(asked).toEqual(['taro@gmial.com']);
    expect(emailCheck.correctionFor('taro@gmial.com')).toEqual({ text: TYPO.text, email: 'taro@gmail.com' });
    expect(emailCheck.messageFor('taro@gmial.com')).toBeUndefined();
    expect(emailCheck.correctionFor('taro@gmail.com')).toBeUndefined();
  });

  it('forgets an earlier answer when the server finds nothing wrong', async () => {
    const { store, api } = withEmailAnswer({ kind: 'ok', data: TYPO });
    await store.inputs.emailCheck.check('taro@gmial.com');
    api.reference = { ...api.reference, email: () => Promise.resolve({ kind: 'ok', data: { message: null } }) };
    await store.inputs.emailCheck.check('taro@gmail.com');
    expect(store.inputs.emailCheck.outcome).toBeNull();
  });

  it('shows the pattern message on step 5’s e-mail when the server refuses the address (spec §5)', async () => {
    const { store } = withEmailAnswer({ kind: 'failed', status: 400, errors: [{ code: 'INVALID_INPUT', message: MESSAGES.email.pattern, field: 'email' }] });
    const form = store.inputs.fields.form('customer');
    form.change('email', 'taro@example.jp');
    expect(form.getState().errors?.email).toBeUndefined();
    await store.inputs.emailCheck.check('taro@example.jp');
    expect(store.inputs.emailCheck.messageFor('taro@example.jp')).toBe(MESSAGES.email.pattern);
    expect(form.getState().errors?.email).toBe(MESSAGES.email.pattern);
  });

  it('shows nothing when the check could not be made, so nothing blocks the visitor', async () => {
    const { store } = withEmailAnswer({ kind: 'failed', status: 0, errors: [{ code: NETWORK_ERROR_CODE, message: 'Failed to fetch', field: null }] });
    await store.inputs.emailCheck.check('taro@gmial.com');
    expect(store.inputs.emailCheck.outcome).toBeNull();
  });

  it('drops the answer of a check cancelled by a newer one', async () => {
    const { store, api } = withEmailAnswer({ kind: 'ok', data: TYPO });
    await store.inputs.emailCheck.check('taro@gmial.com');
    api.reference = { ...api.reference, email: () => Promise.resolve({ kind: 'cancelled' }) };
    await store.inputs.emailCheck.check('hanako@example.jp');
    expect(store.inputs.emailCheck.outcome?.email).toBe('taro@gmial.com');
  });
});
