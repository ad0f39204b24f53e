import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { EstimateCompany } from '../../domain/api/company.ts';
import { japanese } from '../../domain/testing/messages.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { estimateFormConfig, estimatePayloadOf } from '../mitsumori/estimateForm.ts';
import { CityStore } from '../stores/resources/CityStore.ts';
import { belongingsMasterStore } from '../stores/resources/referenceResources.ts';
import { MemoryStorage } from '../stores/storage.ts';
import { alliance, estimateCompany, FakeApi, SHINJUKU_POSTAL } from '../testing/fakeApi.ts';
import type { MovingFormConfig, MovingFormState } from './movingFormTypes.ts';
import { MovingFormStore } from './MovingFormStore.ts';
import { FROM_ADDRESS_PART, MOVING_FORM_PARTS, type MovingFormPart } from './parts.ts';
import { ESTIMATE_SCHEDULE_PART, type EstimateSchedule } from './schedule.ts';

const TODAY = new Date(2026, 10, 23, 10);
const EVERY_PART: readonly MovingFormPart[] = [...MOVING_FORM_PARTS, ESTIMATE_SCHEDULE_PART];

type Form = MovingFormStore<EstimateSchedule, EstimateCompany, unknown, 'step1'>;

/** The estimate's form on one step holding every part, as the phone's page has it. */
function setup(options: { config?: (api: FakeApi) => MovingFormConfig<EstimateSchedule, EstimateCompany, unknown>; saved?: MovingFormState<EstimateSchedule, EstimateCompany>; locale?: Locale } = {}) {
  const api = new FakeApi();
  const storage = new MemoryStorage();
  const belongingsMaster = belongingsMasterStore(api, storage);
  const onNext = vi.fn();
  const deps = { cities: new CityStore(api, storage), belongingsMaster, checkEmail: (email: string) => api.reference.email(email), today: () => TODAY, locale: options.locale ?? ('ja' as const) };
  const form: Form = new MovingFormStore((options.config ?? estimateFormConfig)(api), deps, { parts: { step1: EVERY_PART }, onNext }, options.saved);
  form.start();
  return { api, form, belongingsMaster, onNext };
}

/** Fills both ends, a person count and a date: the company list can be searched. */
async function fillRoute(form: Form, api: FakeApi) {
  api.postalResults = [SHINJUKU_POSTAL];
  await form.address.changePostalCode('1600022');
  form.address.changeDestinationCity('13112');
  await form.belongings.setHeadCount('2');
}

const errorsOf = (form: Form) => form.fields.form('step1').getState().errors ?? {};

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

describe('MovingFormStore: the step forms', () => {
  it('keeps the values of final-form’s forms, routes what the store decides to them, and hands a valid step to the flow', async () => {
    const { api, form, onNext } = setup();
    form.fields.submit('step1');
    expect(form.fields.refused('step1')).toBe(true);
    expect(errorsOf(form).fromPrefecture).toBe(MESSAGES.prefecture.required);
    await fillRoute(form, api);
    await vi.advanceTimersByTimeAsync(400);
    expect(form.values).toMatchObject({ fromPrefecture: '13', toCity: '13112', headCount: '2', companyList: ['K001', 'K002'] });
    form.fields.change({ name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp' });
    form.fields.submit('step1');
    expect(onNext).toHaveBeenCalledWith('step1');
  });

  it('shows why a 7-digit postal code did not fill the origin on the postal code, entered by postal code', async () => {
    const { api, form } = setup();
    form.fields.change({ fromAddressFormat: 'postalCode' });
    api.postalResults = [];
    await form.address.changePostalCode('9999999');
    expect(errorsOf(form).fromPostalCode).toBe(MESSAGES.postalCode.notFound);
    expect(form.isComplete([FROM_ADDRESS_PART])).toBe(false);
  });
});

describe('MovingFormStore: belongings', () => {
  it('fills the default counts of the person count until the belongings modal was opened', async () => {
    const { form } = setup();
    await form.belongings.setHeadCount('1');
    expect(form.values.belongingsCounts).toEqual({ 10001: '1', 10002: '0' });
    await form.belongings.setHeadCount('3');
    expect(form.values.belongingsCounts).toEqual({ 10001: '3', 10002: '1' });
    await form.belongings.openBelongingsModal();
    form.belongings.setItemCount('10002', '5');
    await form.belongings.setHeadCount('1');
    expect(form.values.belongingsCounts).toEqual({ 10001: '3', 10002: '5' });
  });

  it('counts the visitor’s change of a count as an edit of the field, never the person count’s defaults (spec §4, §5)', async () => {
    const { form } = setup();
    const quantity = form.fields.form('step1');
    expect(errorsOf(form).belongingsCounts).toBe(MESSAGES.belongings.allZero);
    await form.belongings.setHeadCount('1');
    expect(quantity.getFieldState('belongingsCounts')?.modified).toBe(false);
    form.belongings.setItemCount('10001', '0');
    expect(quantity.getFieldState('belongingsCounts')?.modified).toBe(true);
    expect(errorsOf(form).belongingsCounts).toBe(MESSAGES.belongings.allZero);
  });

  it('has the modal name an over-limit count at its stepper only, not again below it (issue 26)', async () => {
    const { form } = setup();
    await form.belongings.openBelongingsModal();
    form.belongings.setItemCount('10001', '31');
    expect(errorsOf(form).belongingsCounts).toBe(japanese(MESSAGES.belongings.overLimit(30)));
    expect(form.belongings.subStepError).toBeUndefined();
    form.belongings.setItemCount('10001', '１');
    expect(form.belongings.subStepError).toBe(MESSAGES.belongings.digitsOnly);
  });

  it('walks the 7 sub-steps of the modal, resets a category to unset and stashes the other-belongings text', async () => {
    const { form } = setup();
    await form.belongings.openBelongingsModal();
    form.belongings.previousBelongingsSubStep();
    expect(form.belongings.belongingsModalOpen).toBe(false);
    await form.belongings.openBelongingsModal();
    for (let step = 1; step < 7; step += 1) form.belongings.nextBelongingsSubStep();
    expect(form.belongings.belongingsSubStep).toBe(7);
    form.belongings.nextBelongingsSubStep();
    expect(form.belongings.belongingsModalOpen).toBe(false);
    form.belongings.setItemCount('10001', '2');
    form.belongings.resetCategory('1');
    expect(form.values.belongingsCounts).toEqual({ 10001: undefined, 10002: undefined });
    form.belongings.setHasOtherBelongings('1');
    form.fields.change({ otherBelongings: 'ピアノ' });
    form.belongings.setHasOtherBelongings('0');
    expect(form.values).toMatchObject({ otherBelongings: '', stashedOtherBelongings: 'ピアノ' });
    form.belongings.setHasOtherBelongings('1');
    expect(form.values.otherBelongings).toBe('ピアノ');
  });
});

describe('MovingFormStore: contact', () => {
  const contact = { name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@gmial.com', tel: '' };

  it('checks a changed valid e-mail 400 ms after the last change and shows the mapped message with its correction', async () => {
    const { api, form } = setup();
    api.emailAnswer = { message: 'EMAIL_DOMAIN_TYPO', text: 'hanako@gmail.com の入力間違いではありませんか？', suggestion: 'hanako@gmail.com' };
    form.fields.change({ ...contact, email: 'hanako@gmial.co' });
    form.fields.change(contact);
    await vi.advanceTimersByTimeAsync(399);
    expect(api.emailChecks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.emailChecks).toEqual(['hanako@gmial.com']);
    expect(errorsOf(form).email).toBe(MESSAGES.email.pattern);
    expect(form.emailCheck.correctionFor(form.values.email)).toEqual({ text: 'hanako@gmail.com の入力間違いではありませんか？', email: 'hanako@gmail.com' });
    form.fields.change({ email: 'hanako@gmail.com' });
    expect(errorsOf(form).email).toBeUndefined();
  });

  it('asks the estimate phone only once the final submit requires it', () => {
    const { form } = setup();
    form.fields.change(contact);
    expect(errorsOf(form).tel).toBeUndefined();
    form.requirePhone();
    expect(errorsOf(form).tel).toBe('ご連絡先電話番号を入力してください。');
  });
});

describe('MovingFormStore: companies and alliances (spec §4 "Company list")', () => {
  it('is stale after a change, fetches once 400 ms after the last one, and is fresh with every company chosen', async () => {
    const { api, form } = setup();
    await fillRoute(form, api);
    expect(form.companies.status).toBe('stale');
    form.fields.change({ movingDate: '2026/12/01' });
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
    await form.belongings.setHeadCount('3');
    await vi.advanceTimersByTimeAsync(400);
    expect(form.companies.companies).toBe(shown);
    expect(form.companies.selected).toEqual(['K001']);
    api.estimateCompanies = [estimateCompany('K001'), estimateCompany('K003', { estimate: false })];
    await form.belongings.setHeadCount('1');
    await vi.advanceTimersByTimeAsync(400);
    expect(form.companies.companies.map((company) => company.kissCd)).toEqual(['K001', 'K003']);
    expect(form.companies.selected).toEqual(['K001']);
  });

  it('does not search while an end is missing', async () => {
    const { api, form } = setup();
    await form.belongings.setHeadCount('2');
    await vi.advanceTimersByTimeAsync(400);
    expect(api.companiesQueries).toEqual([]);
    expect(form.companies.status).toBe('empty');
  });

  it('marks the alliance partners stale when the destination prefecture changes', async () => {
    const { api, form } = setup();
    await fillRoute(form, api);
    await vi.advanceTimersByTimeAsync(400);
    form.alliances.choose(['A001']);
    form.address.changeDestinationPrefecture('14');
    expect(form.alliances.stale).toBe(true);
    form.address.changeDestinationCity('14101');
    api.estimateAlliances = [alliance('A001'), alliance('A002')];
    await vi.advanceTimersByTimeAsync(400);
    expect(form.alliances.stale).toBe(false);
    expect(form.alliances.allianceList).toEqual([
      { alliance_id: 'A001', isChecked: true },
      { alliance_id: 'A002', isChecked: false },
    ]);
  });

  it('refuses a choice beyond the limit with the warning (the reservation flow chooses at most 3)', () => {
    const { form } = setup({ config: (api) => ({ ...estimateFormConfig(api), companyLimit: 3, preselectCompanies: false }) });
    for (const code of ['K1', 'K2', 'K3']) form.companies.toggle(code);
    form.companies.toggle('K4');
    expect(form.companies.selected).toEqual(['K1', 'K2', 'K3']);
    expect(form.companies.warning).toBe(MESSAGES.companies.reservationTooMany);
    form.companies.toggle('K1');
    expect(form.companies.selected).toEqual(['K2', 'K3']);
    expect(form.companies.warning).toBeUndefined();
  });
});

describe('MovingFormStore: payload and reload', () => {
  it('maps the form to the estimate payload of spec §7', async () => {
    const { api, form, belongingsMaster } = setup();
    await fillRoute(form, api);
    await vi.advanceTimersByTimeAsync(400);
    form.fields.change({ name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '０９０１２３４５６７８', otherRequests: '午前中希望' });
    form.fields.change({ showPreferredTime: true, preferredTime: ['preferredTime1', 'preferredTime3'] });
    form.alliances.choose(['A001']);
    expect(estimatePayloadOf(form, belongingsMaster.value)).toMatchObject({
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
    const reloaded = setup({ saved });
    await vi.advanceTimersByTimeAsync(400);
    expect(reloaded.api.companiesQueries).toEqual([]);
    expect(reloaded.form.state).toEqual(form.state);
    expect(reloaded.form.companies.selected).toEqual(['K002']);
    expect(reloaded.form.companies.status).toBe('fresh');
  });

  it('asks again for the lists a page in the other language saved (its language switch), keeping the visitor’s choices', async () => {
    const { api, form } = setup();
    await fillRoute(form, api);
    await vi.advanceTimersByTimeAsync(400);
    form.companies.toggle('K001');
    form.alliances.choose(['A001']);
    const saved = JSON.parse(JSON.stringify(form.state)) as typeof form.state;
    expect(saved.listsLocale).toBe('ja');
    const english = setup({ saved, locale: 'en' });
    english.api.estimateAlliances = [{ ...alliance('A001'), title: 'Fiber internet (ひかりみち光回線)' }];
    expect(english.form.companies.status).toBe('stale');
    await vi.advanceTimersByTimeAsync(400);
    expect(english.api.companiesQueries).toHaveLength(1);
    expect(english.form.companies.status).toBe('fresh');
    expect(english.form.alliances.alliances.map((offered) => offered.title)).toEqual(['Fiber internet (ひかりみち光回線)']);
    expect(english.form.companies.selected).toEqual(['K002']);
    expect(english.form.alliances.checked).toEqual(['A001']);
    expect(english.form.state.listsLocale).toBe('en');
  });

  it('chooses the companies of the first answer after a reload saved before any answer, or after a reset', async () => {
    const { api, form } = setup();
    await fillRoute(form, api);
    const saved = JSON.parse(JSON.stringify(form.state)) as typeof form.state;
    expect(saved.companies).toEqual([]);
    const reloaded = setup({ saved });
    await vi.advanceTimersByTimeAsync(400);
    expect(reloaded.form.companies.selected).toEqual(['K001', 'K002']);
    reloaded.form.reset();
    expect(reloaded.form.values.fromPrefecture).toBe('');
    await fillRoute(reloaded.form, reloaded.api);
    await vi.advanceTimersByTimeAsync(400);
    expect(reloaded.form.companies.selected).toEqual(['K001', 'K002']);
  });
});
