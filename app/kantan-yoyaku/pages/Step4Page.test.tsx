import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { CompanyInfo } from '../../../domain/api/quickBooking.ts';
import { activateLocale } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { MemoryHistory } from '../../stores/history.ts';
import { RootStore } from '../../stores/RootStore.ts';
import { MemoryStorage } from '../../stores/storage.ts';
import { company, FakeApi } from '../../testing/fakeApi.ts';
import { FlowRoot } from '../../wizard/FlowRoot.tsx';
import { QuickBookingPage } from '../QuickBookingPage.tsx';
import type { AddressForm, BuildingForm } from '../store/forms.ts';
import { QuickBookingStore } from '../store/QuickBookingStore.ts';
import * as QUICK_BOOKING from '../../testing/quickBookingFixture.ts';

/** Monday 1 June 2026: the company search starts on Monday the 8th. */
const NOW = new Date(2026, 5, 1, 10, 0);
/** The store tests' visitor (app/testing/quickBookingFixture.ts), moving within Chiyoda, no indoor stairs. */
const ADDRESS: AddressForm = { ...QUICK_BOOKING.ADDRESS, toPrefecture: '13', toCity: '13101' };
const FROM_BUILDING: BuildingForm['from'] = { ...QUICK_BOOKING.FROM_BUILDING, hasIndoorStairs: '0' };
const TO_BUILDING: BuildingForm['to'] = { ...FROM_BUILDING, isNewBuilding: '0' };

/** Three companies a day, the second serving English. */
const OFFERS: CompanyInfo[] = [
  company('c1', { name: 'ほしづき引越センター', price: 50_000 }),
  company('c2', { name: 'あおばね引越サービス', price: 60_000, languages: ['ja', 'en'] }),
  company('c3', { name: 'こもれび引越便', price: 40_000, languages: ['ja'] }),
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A visitor of the page in `locale` on step 4, the calendar open on Monday 8 June. */
async function onStep4(locale: Locale) {
  await activateLocale(locale);
  const api = new FakeApi();
  api.offers = () => OFFERS;
  const root = new RootStore({ api, history: new MemoryHistory('/kantan-yoyaku/'), storage: new MemoryStorage(), device: 'pc', locale, now: () => NOW });
  const store = new QuickBookingStore(root);
  store.inputs.submitAddress(ADDRESS);
  store.inputs.submitBuilding('from', { building: FROM_BUILDING, detailAddress: '1-2-3' });
  store.inputs.submitBuilding('to', { building: TO_BUILDING, detailAddress: '' });
  await settle();
  store.inputs.fields.form('belongings').change('hasOtherBelongings', '0');
  for (let subStep = 1; subStep <= 7; subStep += 1) await store.nextBelongingsSubStep();
  await settle();
  expect(store.step).toBe('step4');
  const screen = await render(
    <FlowRoot root={root}>
      <QuickBookingPage flow={store} />
    </FlowRoot>,
  );
  return { store, screen };
}

/** How many company cards the list shows (each card is an article). */
const cardCount = () => document.querySelectorAll('article').length;

afterEach(async () => {
  await activateLocale('ja');
});

describe('quick booking step 4: companies that speak English (issue 28)', () => {
  it('shows the badge and, on an English page, a filter that lists only those companies', async () => {
    const { store, screen } = await onStep4('en');
    await expect.element(screen.getByRole('heading', { name: /Companies you can book on Mon, Jun 8, 2026/u })).toBeVisible();
    const filter = screen.getByRole('switch', { name: 'Show only companies that speak English (1)' });
    await expect.element(filter).not.toBeChecked();
    await expect.element(screen.getByText('English spoken')).toBeVisible();
    expect(cardCount()).toBe(3);

    await userEvent.click(filter);
    await expect.element(filter).toBeChecked();
    expect(store.calendar.spokenLanguage.on).toBe(true);
    await expect.poll(cardCount).toBe(1);
    await expect.element(screen.getByRole('heading', { name: 'あおばね引越サービス' })).toBeVisible();
    await expect.element(screen.getByText(/The calendar shows each day's lowest price among all companies/u)).toBeVisible();
  });

  it('names a chosen company the filter hides, which stays chosen', async () => {
    const { store, screen } = await onStep4('en');
    store.chooseCompany(store.companiesOfMovingDate.find((entry) => entry.companyId === 'c1')!);
    store.navigator.goTo('step4');
    store.calendar.spokenLanguage.set(true);
    await expect.element(screen.getByText('1 company you selected doesn\'t speak English')).toBeVisible();
    await expect.element(screen.getByText("It isn't listed while the filter is on, but it stays selected.")).toBeVisible();
    expect(store.inputs.reservation.selectedCompany?.companyId).toBe('c1');
  });

  it('keeps the Japanese page without the filter or the badge: every company serves Japanese', async () => {
    const { screen } = await onStep4('ja');
    await expect.element(screen.getByRole('heading', { name: /2026\/06\/08 に予約できる業者/u })).toBeVisible();
    expect(document.body.textContent).not.toContain('英語対応');
    expect(document.querySelector('[data-testid="english-speaking-filter"]')).toBeNull();
    expect(cardCount()).toBe(3);
  });
});
