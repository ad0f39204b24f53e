import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { handOff, handOffKey, languageHandOffKey } from '../../stores/flowHandOff.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage } from '../../stores/storage.ts';
import { FakeApi } from '../../testing/fakeApi.ts';
import { ADDRESS, CUSTOMER, FROM_BUILDING, TO_BUILDING } from '../../testing/quickBookingFixture.ts';
import type { ContactValues } from '../../../ui/ContactFields/index.ts';
import { parseQuickBookingHandOff } from './languageHandOff.ts';
import { QuickBookingStore } from './QuickBookingStore.ts';

/** Monday 1 June 2026: the company search opens the calendar on Monday the 8th. */
const NOW = new Date(2026, 5, 1, 10, 0);

const LANGUAGE_HAND_OFF = languageHandOffKey('kantan-yoyaku');

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One page load of quick booking in `locale` at the site path `url` (the stores never see the /en prefix), on the tab's storage. */
function openPage(locale: Locale, url: string, storage: MemoryStorage, api = new FakeApi()) {
  const history = new MemoryHistory(url);
  const root = new RootStore({ api, history, storage, device: 'pc', locale, now: () => NOW });
  return { store: new QuickBookingStore(root), root, history, api };
}

/** Steps 1 to 4 taken, standing on step 5 with nothing typed there yet. */
async function toStep5(store: QuickBookingStore): Promise<void> {
  store.inputs.submitAddress(ADDRESS);
  store.inputs.submitBuilding('from', { building: FROM_BUILDING, detailAddress: '新宿1-2-3 メゾン101' });
  store.inputs.submitBuilding('to', { building: TO_BUILDING, detailAddress: '港北2-3-4' });
  await settle();
  store.inputs.fields.form('belongings').change('hasOtherBelongings', '0');
  for (let subStep = 1; subStep <= 7; subStep += 1) await store.nextBelongingsSubStep();
  await settle();
  store.chooseCompany(store.companiesOfMovingDate[0]!);
}

/** The visitor types the contact on step 5 without pressing next. */
function typeContact(store: QuickBookingStore, contact: ContactValues): void {
  for (const [name, value] of Object.entries(contact)) store.inputs.fields.form('customer').change(name as keyof ContactValues, value);
}

describe('quick booking across the language switch (issue 28)', () => {
  it('shows step 5 in English with the contact as typed and the detail addresses, then removes the hand-over', async () => {
    const storage = new MemoryStorage();
    const japanese = openPage('ja', '/kantan-yoyaku/', storage);
    await toStep5(japanese.store);
    typeContact(japanese.store, CUSTOMER);
    expect(japanese.root.languageMenu.hrefs.en).toBe('/en/kantan-yoyaku/step5/');
    japanese.root.languageMenu.follow('en');
    // Session storage only, and no URL: the personal data never reaches an address.
    expect(storage.getItem('kantan-yoyaku:state')).not.toContain('taro@example.jp');
    expect(storage.getItem(LANGUAGE_HAND_OFF)).toContain('taro@example.jp');

    const english = openPage('en', '/kantan-yoyaku/step5/', storage, japanese.api);
    expect(english.store.step).toBe('step5');
    expect(english.history.pathname).toBe('/kantan-yoyaku/step5/');
    expect(english.store.inputs.fields.form('customer').getState().values).toEqual(CUSTOMER);
    expect(english.store.inputs.detail).toEqual({ fromDetailAddress: '新宿1-2-3 メゾン101', toDetailAddress: '港北2-3-4' });
    expect(english.store.inputs.reservation.selectedCompany?.companyId).toBe('c1');
    expect(english.root.languageMenu.received).toBe(true);
    expect(storage.getItem(LANGUAGE_HAND_OFF)).toBeNull();

    // Once only: a reload shows neither the contact nor the detail addresses again (spec §4).
    const reloaded = openPage('en', '/kantan-yoyaku/step5/', storage, japanese.api);
    expect(reloaded.store.inputs.fields.form('customer').getState().values.email).toBe('');
    expect(reloaded.store.inputs.detail.fromDetailAddress).toBe('');
  });

  it('keeps confirm with every input on the way back to Japanese', async () => {
    const storage = new MemoryStorage();
    const english = openPage('en', '/kantan-yoyaku/', storage);
    await toStep5(english.store);
    english.store.inputs.submitCustomer(CUSTOMER);
    expect(english.store.step).toBe('confirm');
    english.root.languageMenu.follow('ja');

    const japanese = openPage('ja', '/kantan-yoyaku/confirm/', storage, english.api);
    expect(japanese.store.step).toBe('confirm');
    expect(japanese.store.inputs.customer).toEqual(CUSTOMER);
    expect(japanese.store.inputs.detail.fromDetailAddress).toBe('新宿1-2-3 メゾン101');
    expect(storage.getItem(LANGUAGE_HAND_OFF)).toBeNull();
  });

  it('shows the booking on the other complete page without sending it again, the closed days in its language', async () => {
    const storage = new MemoryStorage();
    const japanese = openPage('ja', '/kantan-yoyaku/', storage);
    await toStep5(japanese.store);
    japanese.store.inputs.submitCustomer(CUSTOMER);
    await japanese.store.reserve();
    expect(japanese.store.step).toBe('complete');
    japanese.root.languageMenu.follow('en');

    const english = openPage('en', '/kantan-yoyaku/complete/', storage, japanese.api);
    expect(english.store.step).toBe('complete');
    expect(english.store.reservationResult).toMatchObject({ reservationId: 'R-1', closedDays: ['Wed'] });
    expect(english.store.bookedPrice).toBe(50_000);
    expect(japanese.api.reserveRequests).toHaveLength(1);
  });

  it('keeps step 1 as typed, an edit under way, and what the estimate form handed over and step 1 has not taken', async () => {
    const storage = new MemoryStorage();
    handOff(storage, 'kantan-yoyaku', { contact: { name: '山田 花子', nameKana: 'ヤマダ ハナコ', email: 'hanako@example.jp', tel: '08012345678' } });
    const japanese = openPage('ja', '/kantan-yoyaku/', storage);
    japanese.store.inputs.fields.form('address').change('fromFloorPlan', '3');
    japanese.root.languageMenu.follow('en');

    const english = openPage('en', '/kantan-yoyaku/', storage, japanese.api);
    expect(english.store.inputs.fields.form('address').getState().values.fromFloorPlan).toBe('3');
    expect(english.store.inputs.pendingArrival.contact?.email).toBe('hanako@example.jp');
    expect(storage.getItem(handOffKey('kantan-yoyaku'))).toBeNull();

    await toStep5(english.store);
    english.store.inputs.submitCustomer(CUSTOMER);
    english.store.inputs.edit('belongingsInfo');
    expect(english.store.step).toBe('step3');
    english.root.languageMenu.follow('ja');
    const back = openPage('ja', '/kantan-yoyaku/step3/', storage, english.api);
    expect([back.store.step, back.store.edits.module]).toEqual(['step3', 'belongingsInfo']);
  });

  it('is taken by the page of the language it was left for only, and a hand-over of another shape is none', async () => {
    const storage = new MemoryStorage();
    const japanese = openPage('ja', '/kantan-yoyaku/', storage);
    await toStep5(japanese.store);
    typeContact(japanese.store, CUSTOMER);
    japanese.root.languageMenu.follow('en');
    // The switch was followed but the English page never came; the next Japanese page shows nothing of it.
    const reloaded = openPage('ja', '/kantan-yoyaku/step5/', storage, japanese.api);
    expect(reloaded.store.inputs.fields.form('customer').getState().values.email).toBe('');
    expect(reloaded.store.inputs.detail.fromDetailAddress).toBe('');
    expect(storage.getItem(LANGUAGE_HAND_OFF)).toBeNull();

    expect(parseQuickBookingHandOff({ detail: 'x' })).toBeUndefined();
    expect(parseQuickBookingHandOff({ detail: { fromDetailAddress: '', toDetailAddress: '' }, customer: CUSTOMER, confirmed: true, duplicate: false, typed: { form: 'customer', values: { name: 1 } }, editing: 'nothing' }))
      .toMatchObject({ confirmed: true, typed: null, editing: null, booked: null });
  });
});
