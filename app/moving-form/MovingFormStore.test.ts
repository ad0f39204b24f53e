import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EstimateCompany } from '../../domain/api/company.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { estimateFormConfig, estimatePayloadOf, type EstimateMovingForm } from '../mitsumori/estimateForm.ts';
import { CityStore } from '../stores/resources/CityStore.ts';
import { nimotsuStore } from '../stores/resources/referenceResources.ts';
import { MemoryStorage } from '../stores/storage.ts';
import { alliance, estimateCompany, FakeApi, SHINJUKU_POSTAL } from '../testing/fakeApi.ts';
import { MovingFormStore } from './MovingFormStore.ts';

const TODAY = new Date(2026, 10, 23, 10);

const shinjuku = SHINJUKU_POSTAL;

function setup() {
  const api = new FakeApi();
  const storage = new MemoryStorage();
  const nimotsu = nimotsuStore(api, storage);
  const form: EstimateMovingForm = new MovingFormStore(estimateFormConfig(api), {
    cities: new CityStore(api, storage),
    nimotsu,
    checkEmail: (email) => api.reference.email(email),
    today: () => TODAY,
  });
  form.start();
  return { api, form, nimotsu };
}

/** Fills both ends, a person count and a date: the company list can be searched. */
async function fillRoute(form: EstimateMovingForm, api: FakeApi) {
  api.postalResults = [shinjuku];
  await form.address.changePostalCode('1600022');
  form.address.changeToCity('13112');
  await form.belongings.setPersonCount('2');
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('MovingFormStore: address (spec §4 "Address rules")', () => {
  it('suggests addresses from 6 characters and fills a unique 7-digit code, copying the prefecture to the destination', async () => {
    const { api, form } = setup();
    api.postalResults = [shinjuku, { ...shinjuku, districtCode: '131040002', address: '東京都新宿区西新宿' }];
    await form.address.changePostalCode('16000');
    expect(form.address.postalSuggestions).toEqual([]);
    await form.address.changePostalCode('160002');
    expect(form.address.postalSuggestions).toHaveLength(2);
    api.postalResults = [shinjuku];
    await form.address.changePostalCode('1600022');
    expect(form.address.values).toMatchObject({ fromPrefecture: '13', fromCity: '13104', fromDistrict: '131040001', pickedFromAddress: '東京都新宿区新宿', toPrefecture: '13' });
    expect(form.address.postalSuggestions).toEqual([]);
  });

  it('clears the origin on a postal change and names a 7-digit code that is unknown or ambiguous', async () => {
    const { api, form } = setup();
    form.address.setAddressFormat('postalCode');
    api.postalResults = [shinjuku];
    await form.address.changePostalCode('1600022');
    await form.address.changePostalCode('160002');
    expect(form.address.values).toMatchObject({ fromPrefecture: '', fromCity: '', fromDistrict: '' });
    api.postalResults = [];
    await form.address.changePostalCode('9999999');
    expect(form.address.errors.fromPostalcode).toBe(MESSAGES.postalCode.notFound);
    api.postalResults = [shinjuku, { ...shinjuku, districtCode: 'x' }];
    await form.address.changePostalCode('1600023');
    expect(form.address.errors.fromPostalcode).toBe(MESSAGES.postalCode.severalAddresses);
  });

  it('copies the origin prefecture to a destination the visitor has not chosen, and never over one they chose', () => {
    const { form } = setup();
    form.address.setAddressFormat('address');
    form.address.changeFromPrefecture('27');
    expect(form.address.values).toMatchObject({ fromPrefecture: '27', toPrefecture: '27', toCity: '' });
    form.address.changeToPrefecture('13');
    form.address.changeFromPrefecture('14');
    expect(form.address.values).toMatchObject({ fromPrefecture: '14', toPrefecture: '13' });
  });

  it('clears city, district and postal code on a prefecture change, and a district fills its postal code', async () => {
    const { form } = setup();
    form.address.setAddressFormat('address');
    form.address.changeFromPrefecture('13');
    form.address.changeFromCity('13101');
    await vi.waitFor(() => expect(form.address.values.fromCity).toBe('13101'));
    await Promise.resolve();
    form.address.changeFromDistrict('d1');
    expect(form.address.values).toMatchObject({ fromDistrict: 'd1', fromPostalcode: '1000005' });
    form.address.changeFromPrefecture('14');
    expect(form.address.values).toMatchObject({ fromPrefecture: '14', fromCity: '', fromDistrict: '', fromPostalcode: '' });
  });
});

describe('MovingFormStore: belongings', () => {
  it('fills the default counts of the person count until the baggage modal was opened', async () => {
    const { form } = setup();
    await form.belongings.setPersonCount('1');
    expect(form.belongings.values.baggageQuantity).toEqual({ 10001: '1', 10002: '0' });
    await form.belongings.setPersonCount('3');
    expect(form.belongings.values.baggageQuantity).toEqual({ 10001: '3', 10002: '1' });
    await form.belongings.openBaggageModal();
    form.belongings.setItemCount('10002', '5');
    await form.belongings.setPersonCount('1');
    expect(form.belongings.values.baggageQuantity).toEqual({ 10001: '3', 10002: '5' });
  });

  it('marks the counts edited once a count changes: their error shows from then on (spec §4, §5)', async () => {
    const { form } = setup();
    // Nothing counted yet: the error exists, but shows only when every error is asked for (a refused next).
    expect(form.belongings.errors.baggageQuantity).toBe(MESSAGES.baggage.allZero);
    expect(form.belongings.quantityError(false)).toBeUndefined();
    expect(form.belongings.quantityError(true)).toBe(MESSAGES.baggage.allZero);
    await form.belongings.setPersonCount('1');
    expect(form.belongings.quantityEdited).toBe(false);
    form.belongings.setItemCount('10001', '0');
    expect(form.belongings.quantityEdited).toBe(true);
    expect(form.belongings.quantityError(false)).toBe(MESSAGES.baggage.allZero);
  });

  it('has the modal name an over-limit count at its stepper only, not again below it (issue 26)', async () => {
    const { form } = setup();
    await form.belongings.openBaggageModal();
    form.belongings.setItemCount('10001', '31');
    expect(form.belongings.errors.baggageQuantity).toBe(MESSAGES.baggage.overLimit(30));
    expect(form.belongings.subStepError).toBeUndefined();
    form.belongings.setItemCount('10001', '１');
    expect(form.belongings.subStepError).toBe(MESSAGES.baggage.digitsOnly);
  });

  it('walks the 7 sub-steps of the modal, resets a category to unset and stashes the other-baggage text', async () => {
    const { form } = setup();
    await form.belongings.openBaggageModal();
    form.belongings.previousBaggageSubStep();
    expect(form.belongings.baggageModalOpen).toBe(false);
    await form.belongings.openBaggageModal();
    for (let step = 1; step < 7; step += 1) form.belongings.nextBaggageSubStep();
    expect(form.belongings.baggageSubStep).toBe(7);
    form.belongings.nextBaggageSubStep();
    expect(form.belongings.baggageModalOpen).toBe(false);
    form.belongings.setItemCount('10001', '2');
    form.belongings.resetCategory('1');
    expect(form.belongings.values.baggageQuantity).toEqual({ 10001: undefined, 10002: undefined });
    form.belongings.setHasEtcBaggages('1');
    form.belongings.setEtcBaggages('ピアノ');
    form.belongings.setHasEtcBaggages('0');
    expect(form.belongings.values).toMatchObject({ etcBaggages: '', tempEtcBaggages: 'ピアノ' });
    form.belongings.setHasEtcBaggages('1');
    expect(form.belongings.values.etcBaggages).toBe('ピアノ');
  });
});

describe('MovingFormStore: contact', () => {
  const contact = { name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@gmial.com', tel: '' };

  it('checks a valid e-mail 400 ms after the last change and shows the mapped message with its correction', async () => {
    const { api, form } = setup();
    api.emailAnswer = { message: 'EMAIL_DOMAIN_TYPO', text: 'hanako@gmail.com の入力間違いではありませんか？', suggestion: 'hanako@gmail.com' };
    form.contact.setContact({ ...contact, email: 'hanako@gmial.co' });
    form.contact.setContact(contact);
    await vi.advanceTimersByTimeAsync(399);
    expect(api.emailChecks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.emailChecks).toEqual(['hanako@gmial.com']);
    expect(form.contact.errors.email).toBe(MESSAGES.email.pattern);
    expect(form.contact.emailCorrection).toEqual({ text: 'hanako@gmail.com の入力間違いではありませんか？', email: 'hanako@gmail.com' });
    form.contact.setContact({ ...contact, email: 'hanako@gmail.com' });
    expect(form.contact.errors.email).toBeUndefined();
  });

  it('falls back to EMAIL_SERVER_ERROR for a code the error master does not know, and never checks an invalid address', async () => {
    const { api, form } = setup();
    api.emailAnswer = { message: 'SOMETHING_NEW' };
    form.contact.setContact({ ...contact, email: 'not-an-address' });
    await vi.advanceTimersByTimeAsync(400);
    expect(api.emailChecks).toEqual([]);
    form.contact.setContact(contact);
    await vi.advanceTimersByTimeAsync(400);
    expect(form.contact.errors.email).toBe(MESSAGES.email.serverError);
  });

  it('asks the estimate phone only at the final submit', () => {
    const { form } = setup();
    form.contact.setContact(contact);
    expect(form.contact.errors.tel).toBeUndefined();
    expect(form.contact.finalErrors.tel).toBe('ご連絡先電話番号を入力してください。');
  });
});

describe('MovingFormStore: companies and alliances (spec §4 "Company list")', () => {
  it('is stale after a change, fetches once 400 ms after the last one, and is fresh with every company chosen', async () => {
    const { api, form } = setup();
    await fillRoute(form, api);
    expect(form.companies.status).toBe('stale');
    form.setSchedule({ ...form.schedule, pickedDate: '2026/12/01' });
    await vi.advanceTimersByTimeAsync(400);
    expect(api.companiesQueries).toHaveLength(1);
    expect(api.companiesQueries[0]).toMatchObject({ fromTodofukenCd: '13', toShikuchosonCd: '13112', manCount: '2', isYoteibi: '1', yoteiDateDay: '01' });
    expect(form.companies.status).toBe('fresh');
    expect(form.companies.selected).toEqual(['K001', 'K002']);
    expect(form.alliances.alliances.map((entry) => entry.alliance_id)).toEqual(['A001']);
  });

  it('keeps the list shown when the answer is the same, and replaces it when it differs', async () => {
    const { api, form } = setup();
    await fillRoute(form, api);
    await vi.advanceTimersByTimeAsync(400);
    const shown = form.companies.companies;
    form.companies.toggle('K002');
    await form.belongings.setPersonCount('3');
    await vi.advanceTimersByTimeAsync(400);
    expect(form.companies.companies).toBe(shown);
    expect(form.companies.selected).toEqual(['K001']);
    api.estimateCompanies = [estimateCompany('K001'), estimateCompany('K003', { estimate: false })];
    await form.belongings.setPersonCount('1');
    await vi.advanceTimersByTimeAsync(400);
    expect(form.companies.companies.map((company: EstimateCompany) => company.kissCd)).toEqual(['K001', 'K003']);
    expect(form.companies.selected).toEqual(['K001']);
  });

  it('does not search while an end is missing', async () => {
    const { api, form } = setup();
    await form.belongings.setPersonCount('2');
    await vi.advanceTimersByTimeAsync(400);
    expect(api.companiesQueries).toEqual([]);
    expect(form.companies.status).toBe('empty');
  });

  it('marks the alliance partners stale when the destination prefecture changes', async () => {
    const { api, form } = setup();
    await fillRoute(form, api);
    await vi.advanceTimersByTimeAsync(400);
    form.alliances.choose(['A001']);
    form.address.changeToPrefecture('14');
    expect(form.alliances.stale).toBe(true);
    form.address.changeToCity('14101');
    api.estimateAlliances = [alliance('A001'), alliance('A002')];
    await vi.advanceTimersByTimeAsync(400);
    expect(form.alliances.stale).toBe(false);
    expect(form.alliances.allianceList).toEqual([
      { alliance_id: 'A001', isChecked: true },
      { alliance_id: 'A002', isChecked: false },
    ]);
  });

  it('refuses a choice beyond the limit with the warning (the reservation flow chooses at most 3)', async () => {
    const { api, form } = setup();
    const limited = new MovingFormStore({ ...estimateFormConfig(api), companyLimit: 3, preselectCompanies: false }, {
      cities: new CityStore(api, new MemoryStorage()),
      nimotsu: nimotsuStore(api, new MemoryStorage()),
      checkEmail: (email) => api.reference.email(email),
      today: () => TODAY,
    });
    for (const code of ['K1', 'K2', 'K3']) limited.companies.toggle(code);
    limited.companies.toggle('K4');
    expect(limited.companies.selected).toEqual(['K1', 'K2', 'K3']);
    expect(limited.companies.warning).toBe(MESSAGES.companies.reservationTooMany);
    limited.companies.toggle('K1');
    expect(limited.companies.selected).toEqual(['K2', 'K3']);
    expect(limited.companies.warning).toBeUndefined();
    form.dispose();
  });
});

describe('MovingFormStore: payload and reload', () => {
  it('maps the form to the estimate payload of spec §7', async () => {
    const { api, form, nimotsu } = setup();
    await fillRoute(form, api);
    await vi.advanceTimersByTimeAsync(400);
    form.contact.setContact({ name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '０９０１２３４５６７８' });
    form.contact.setOtherRequests('午前中希望');
    form.setSchedule({ ...form.schedule, showPreferredTime: true, preferredTime: ['preferredTime1', 'preferredTime3'] });
    form.alliances.choose(['A001']);
    expect(estimatePayloadOf(form, nimotsu.value)).toMatchObject({
      fromZipCd: '1600022',
      fromMachiCd: '131040001',
      toShikuchosonCd: '13112',
      isYoteibi: '1',
      yoteiDateYearMonth: '202611',
      yoteiDateDay: '26',
      kibouJikanCd: [0, 0, 1, 0, 1],
      shimei: '山田 花子',
      tel1: '09012345678',
      etcYobo: '午前中希望',
      nimotsu: { 1: { 10001: '2', 10002: '1' } },
      manCount: '2',
      kaisha: ['K001', 'K002'],
      alliance: ['A001'],
    });
  });

  it('restores its state after a reload without fetching the companies again', async () => {
    const { api, form } = setup();
    await fillRoute(form, api);
    await vi.advanceTimersByTimeAsync(400);
    form.companies.toggle('K001');
    const saved = JSON.parse(JSON.stringify(form.state)) as typeof form.state;
    const again = setup();
    again.form.dispose();
    const reloaded = new MovingFormStore(estimateFormConfig(again.api), {
      cities: new CityStore(again.api, new MemoryStorage()),
      nimotsu: again.nimotsu,
      checkEmail: (email) => again.api.reference.email(email),
      today: () => TODAY,
    });
    reloaded.restore(saved);
    reloaded.start();
    await vi.advanceTimersByTimeAsync(400);
    expect(again.api.companiesQueries).toEqual([]);
    expect(reloaded.address.values).toEqual(form.address.values);
    expect(reloaded.companies.selected).toEqual(['K002']);
    expect(reloaded.companies.status).toBe('fresh');
  });

  it('chooses the companies of the first answer after a reload saved before any answer, or after a reset', async () => {
    const { api, form } = setup();
    await fillRoute(form, api);
    const saved = JSON.parse(JSON.stringify(form.state)) as typeof form.state;
    expect(saved.companies).toEqual([]);
    form.restore(saved);
    await vi.advanceTimersByTimeAsync(400);
    expect(form.companies.selected).toEqual(['K001', 'K002']);
    form.reset();
    await fillRoute(form, api);
    await vi.advanceTimersByTimeAsync(400);
    expect(form.companies.selected).toEqual(['K001', 'K002']);
  });
});
