import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../domain/i18n/i18n.ts';
import type { CompanyInfo } from '../../../domain/api/quickBooking.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage } from '../../stores/storage.ts';
import { company, FakeApi } from '../../testing/fakeApi.ts';
import { ADDRESS, FROM_BUILDING, TO_BUILDING } from '../../testing/quickBookingFixture.ts';
import { QuickBookingStore } from './QuickBookingStore.ts';

/** Monday 1 June 2026: the company search starts on Monday the 8th. */
const NOW = new Date(2026, 5, 1, 10, 0);
const SPEAKS_OTHER_LANGUAGES = { languages: ['ja', 'en'] } as const;

/**
 * Each day's companies: the cheapest (c3) and the first in order (c1) serve Japanese only; c2 and c4
 * serve English, c4 cheaper and better rated than c2.
 */
const OFFERS: CompanyInfo[] = [
  company('c1', { price: 50_000, satisfactionRate: 4 }),
  company('c2', { price: 70_000, satisfactionRate: 3, ...SPEAKS_OTHER_LANGUAGES }),
  company('c3', { price: 40_000, satisfactionRate: 3.5, languages: ['ja'] }),
  company('c4', { price: 60_000, satisfactionRate: 4.5, ...SPEAKS_OTHER_LANGUAGES }),
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A visitor of the English page, on the calendar after steps 1 to 3. */
async function onCalendar(): Promise<QuickBookingStore> {
  const api = new FakeApi();
  api.offers = () => OFFERS;
  const root = new RootStore({ api, history: new MemoryHistory('/kantan-yoyaku/'), storage: new MemoryStorage(), device: 'pc', locale: 'en', now: () => NOW });
  const store = new QuickBookingStore(root);
  store.inputs.submitAddress(ADDRESS);
  store.inputs.submitBuilding('from', { building: FROM_BUILDING, detailAddress: '1-1' });
  store.inputs.submitBuilding('to', { building: TO_BUILDING, detailAddress: '' });
  await settle();
  store.inputs.fields.form('belongings').change('hasOtherBelongings', '0');
  for (let subStep = 1; subStep <= 7; subStep += 1) await store.nextBelongingsSubStep();
  await settle();
  return store;
}

/** Step 4's list of the chosen day, as the page asks for it. */
function listing(store: QuickBookingStore) {
  const { movingDate, desiredTime, sortType, selectedCompany } = store.inputs.reservation;
  return store.calendar.listingOf(movingDate, desiredTime, sortType, selectedCompany?.companyId);
}

const ids = (companies: readonly CompanyInfo[]) => companies.map((entry) => entry.companyId);

describe('QuickBookingStore: the English filter of step 4 (issue 28)', () => {
  // The filter reads the page's language: these are an English page's.
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('ja'));

  it('is off at first and, on, lists only the companies serving English in the chosen sort', async () => {
    const store = await onCalendar();
    expect(store.step).toBe('step4');
    expect(listing(store)).toMatchObject({ count: 2, applied: false });
    expect(ids(listing(store).listed)).toEqual(['c1', 'c2', 'c3', 'c4']);
    store.calendar.spokenLanguage.set(true);
    expect(ids(listing(store).listed)).toEqual(['c2', 'c4']);
    store.setSortType(2);
    expect(ids(listing(store).listed)).toEqual(['c4', 'c2']);
    store.setSortType(3);
    expect(ids(listing(store).listed)).toEqual(['c4', 'c2']);
    store.setSortType(1);
    expect(ids(listing(store).listed)).toEqual(['c2', 'c4']);
  });

  it('leaves the calendar’s daily lowest prices over every company', async () => {
    const store = await onCalendar();
    const { movingDate } = store.inputs.reservation;
    store.calendar.spokenLanguage.set(true);
    expect(store.monthLowestPrices[movingDate]).toBe(40_000);
  });

  it('is kept across the steps, and keeps a chosen company it hides chosen and named', async () => {
    const store = await onCalendar();
    store.chooseCompany(store.companiesOfMovingDate.find((entry) => entry.companyId === 'c3')!);
    expect(store.step).toBe('step5');
    store.navigator.goTo('step4');
    store.calendar.spokenLanguage.set(true);
    expect(ids(listing(store).hiddenChosen)).toEqual(['c3']);
    expect(store.inputs.reservation.selectedCompany?.companyId).toBe('c3');
    store.chooseCompany(store.companiesOfMovingDate.find((entry) => entry.companyId === 'c4')!);
    expect(store.step).toBe('step5');
    store.navigator.goTo('step4');
    expect(store.calendar.spokenLanguage.on).toBe(true);
    expect(listing(store)).toMatchObject({ applied: true, hiddenChosen: [] });
  });
});
