import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import type { BelongingsCategory } from '../../domain/api/belongings.ts';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { MemoryHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { MemoryStorage } from '../stores/storage.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { FlowRoot } from '../wizard/FlowRoot.tsx';
import { QuickBookingPage } from './QuickBookingPage.tsx';
import type { ContactValues } from '../../ui/ContactFields/index.ts';
import type { AddressForm, BuildingForm } from './store/forms.ts';
import { QuickBookingStore } from './store/QuickBookingStore.ts';
import { setValues } from '../forms/stepForm.ts';
import * as QUICK_BOOKING from '../testing/quickBookingFixture.ts';

/** Monday 1 June 2026: the company search starts on Monday the 8th (today + 5 business days). */
const NOW = new Date(2026, 5, 1, 10, 0);

/** The store tests' visitor (app/testing/quickBookingFixture.ts), moving within Chiyoda (another floor plan), no indoor stairs. */
const ADDRESS: AddressForm = { ...QUICK_BOOKING.ADDRESS, toPrefecture: '13', toCity: '13101', toFloorPlan: '3' };
const FROM_BUILDING: BuildingForm['from'] = { ...QUICK_BOOKING.FROM_BUILDING, hasIndoorStairs: '0' };
const TO_BUILDING: BuildingForm['to'] = { ...FROM_BUILDING, parkingAvailability: '3', isNewBuilding: '0' };
const CUSTOMER: ContactValues = { name: 'Taro Yamada', nameKana: 'ヤマダ タロウ', tel: '09012345678', email: 'taro@example.jp' };

/** One category of the real master, whose names the catalogue translates. */
const LIVING_ROOM: BelongingsCategory[] = [
  {
    code: '1',
    label: 'リビング',
    order: 1,
    items: [
      { code: '10001', label: 'ソファ（2人掛け）', unit: '台', count: { single: 1, pair: 1, family: 1 }, image: '/images/nimotsu/sofa.svg', note: '', order: 1, volume: 1 },
      { code: '10002', label: 'ローテーブル', unit: '台', count: { single: 1, pair: 1, family: 1 }, image: '/images/nimotsu/table.svg', note: '', order: 2, volume: 0.2 },
    ],
  },
];

/** The fake server answering place names in the page's language, as the API does (Accept-Language). */
function fakeApi(locale: Locale): FakeApi {
  const api = new FakeApi();
  const english = locale === 'en';
  api.reference = {
    ...api.reference,
    groupedCities: () => Promise.resolve({ kind: 'ok', data: { results: [{ label: english ? 'C' : 'か行', data: [{ cityCode: '13101', cityName: english ? 'Chiyoda-ku' : '千代田区' }] }] } }),
    districts: () => Promise.resolve({ kind: 'ok', data: { results: [{ districtCode: 'd1', districtName: english ? 'Marunouchi' : '丸の内', postalCode: '1000005' }] } }),
    belongingsMaster: () => Promise.resolve({ kind: 'ok', data: { categories: LIVING_ROOM } }),
  };
  const reserve = api.quickBooking.reserve;
  api.quickBooking = {
    ...api.quickBooking,
    reserve: async (body) => {
      const answer = await reserve(body);
      return answer.kind === 'ok' ? { ...answer, data: { ...answer.data, closedDays: english ? ['Wed', 'Sun'] : ['水', '日'] } } : answer;
    },
  };
  return api;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// The steps these tests open, and the English catalogue, load lazily: loaded once here, a cold start
// (the dev server transforming them on a busy machine, 15 s and more in CI) is not the first test's.
beforeAll(async () => {
  await Promise.all([
    import('./pages/Step5Page.tsx'),
    import('./pages/ConfirmPage.tsx'),
    import('./pages/CompletePage.tsx'),
    import('./components/FlowFeedback.tsx'),
    import('../../ui/AvailabilityAlert/index.ts'),
    activateLocale('en'),
  ]);
  await activateLocale('ja');
}, 120_000);

/** A visitor of the page in `locale` who has filled every step and stands on confirm. */
async function onConfirm(locale: Locale, storage = new MemoryStorage()) {
  await activateLocale(locale);
  const root = new RootStore({ api: fakeApi(locale), history: new MemoryHistory('/kantan-yoyaku/'), storage, device: 'pc', locale, now: () => NOW });
  const store = new QuickBookingStore(root);
  await root.cities.loadCities('13');
  await root.cities.loadDistricts('13', '13101');
  store.inputs.submitAddress(ADDRESS);
  store.inputs.submitBuilding('from', { building: FROM_BUILDING, detailAddress: '1-2-3' });
  store.inputs.submitBuilding('to', { building: TO_BUILDING, detailAddress: '4-5-6' });
  await settle();
  await root.belongingsMaster.load();
  store.inputs.fields.form('belongings').change('hasOtherBelongings', '1');
  store.inputs.fields.form('belongings').change('otherBelongings', 'ピアノ椅子');
  for (let subStep = 1; subStep <= 7; subStep += 1) await store.nextBelongingsSubStep();
  await settle();
  store.chooseCompany(store.companiesOfMovingDate[0]!);
  store.inputs.submitCustomer(CUSTOMER);
  const screen = await render(
    <FlowRoot root={root}>
      <QuickBookingPage flow={store} />
    </FlowRoot>,
  );
  return { store, screen };
}

/** A visitor of the page in `locale` who opens quick booking at `path` (step 1 unless said), the forms as they were left. */
async function openAt(locale: Locale, path = '/kantan-yoyaku/') {
  await activateLocale(locale);
  const root = new RootStore({ api: fakeApi(locale), history: new MemoryHistory(path), storage: new MemoryStorage(), device: 'pc', locale, now: () => NOW });
  const store = new QuickBookingStore(root);
  await root.cities.loadCities('13');
  await root.cities.loadDistricts('13', '13101');
  const screen = await render(
    <FlowRoot root={root}>
      <QuickBookingPage flow={store} />
    </FlowRoot>,
  );
  return { store, screen };
}

/** The text of the confirm block titled `title` (its section is labelled by the title). */
function blockText(title: string): string {
  const section = document.querySelector(`section[aria-label="${title}"]`);
  if (!section) throw new Error(`no block ${title}`);
  return section.textContent ?? '';
}

describe('quick booking in English', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('sums the move up on confirm in English: places smallest part first, the day with its weekday, yen the English way', async () => {
    const { screen } = await onConfirm('en');
    await expect.element(screen.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
    expect(blockText('Moving from')).toContain('Marunouchi, Chiyoda-ku, Tokyo — Studio (1R), 1 person (living alone)');
    expect(blockText('Moving to')).toContain('Chiyoda-ku, Tokyo — 1DK');
    expect(blockText('Building (moving from)')).toContain('1-2-3 Detached house');
    expect(blockText('Building (moving to)')).toContain('4-5-6 Detached house (parking: Not sure)');
    expect(blockText('Belongings')).toContain('Living room: Sofa (2-seater) × 1 / Low table × 1');
    expect(blockText('Belongings')).toContain('Belongings not on the list: ピアノ椅子');
    expect(blockText('Your booking')).toContain('Mon, Jun 8, 2026 — Any time (the company decides)');
    await expect.element(screen.getByTestId('confirm-price')).toHaveTextContent('¥50,000');
    expect(blockText('Your details')).toContain('Taro Yamada (ヤマダ タロウ)');
    await expect.element(screen.getByRole('button', { name: 'Change: Moving from' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Book with these details' })).toBeVisible();
    // No Japanese sentence is left in the summary (the kana name and the other belongings are the visitor's own words).
    for (const block of document.querySelectorAll('section[aria-label]')) expect(block.textContent).not.toMatch(/[\u3040-\u309f]/u);
  });

  it('says the booking, its hold in Japan time and the closed days in English on complete', async () => {
    const { store, screen } = await onConfirm('en');
    await store.reserve();
    await expect.element(screen.getByRole('heading', { level: 2, name: 'We have received your booking' })).toBeVisible();
    await expect.element(screen.getByText('Booking number: R-1')).toBeVisible();
    await expect.element(screen.getByTestId('reservation-id')).toHaveTextContent('R-1');
    await expect.element(screen.getByTestId('booked-price')).toHaveTextContent('Your booking keeps the price you were shown, ¥50,000 (unless your belongings on the day differ from what you entered).');
    await expect.element(screen.getByText('Held until: Tue, Dec 1, 2026, 12:00 AM Japan Time')).toBeVisible();
    await expect.element(screen.getByText("Company's regular closing days: Wed, Sun")).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Go to Quick booking' })).toHaveAttribute('href', '/en/kantan-yoyaku/');
  });

  it('keeps the Japanese page as it was', async () => {
    const { store, screen } = await onConfirm('ja');
    await expect.element(screen.getByRole('heading', { level: 2, name: '入力内容の確認' })).toBeVisible();
    expect(blockText('引越し元')).toContain('東京都千代田区丸の内（ワンルーム・1R・1名（単身））');
    expect(blockText('引越し先の建物')).toContain('4-5-6 一戸建て（駐車: わからない）');
    expect(blockText('お荷物')).toContain('リビング: ソファ（2人掛け）×1 / ローテーブル×1');
    expect(blockText('予約内容')).toContain('2026/06/08（フリー）');
    await expect.element(screen.getByTestId('confirm-price')).toHaveTextContent('50,000円');
    await store.reserve();
    await expect.element(screen.getByText('予約番号: R-1')).toBeVisible();
    await expect.element(screen.getByText('有効期限: 2026/12/01 00:00')).toBeVisible();
    await expect.element(screen.getByText('業者の定休日: 水、日')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'かんたん予約のトップへ' })).toHaveAttribute('href', '/kantan-yoyaku/');
  });
});

describe('quick booking steps 1 and 5: a next that stays disabled says what it waits for (issue 34)', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('step 1 names the head count a visitor scrolled past, beside the button and as its description, and the button then goes on', async () => {
    const { store, screen } = await openAt('ja');
    const next = screen.getByRole('button', { name: '次へ進む' });
    await expect.element(next).toBeDisabled();
    await expect.element(next).toHaveAccessibleDescription('引越し元の都道府県、引越し元の市区町村、引越し元の町名、引越し先の都道府県、引越し先の市区町村、引越し人数を入力してください。');
    setValues(store.inputs.fields.form('address'), { ...ADDRESS, headCount: '' });
    await expect.element(next).toHaveAccessibleDescription('引越し人数を入力してください。');
    // A live region: a screen reader hears the list change as the visitor fills the step.
    await expect.element(screen.getByRole('status').filter({ hasText: '引越し人数を入力してください。' })).toBeVisible();
    await screen.getByRole('radio', { name: '1名（単身）' }).click();
    await expect.element(next).toBeEnabled();
    await expect.element(next).not.toHaveAccessibleDescription();
    expect(screen.getByRole('status').filter({ hasText: '入力してください' }).elements()).toHaveLength(0);
  });

  it('step 5 names the contact items still missing or wrong, in English on an English page', async () => {
    const { store, screen } = await onConfirm('en');
    store.navigator.goTo('step5');
    const next = screen.getByRole('button', { name: 'Review', exact: true });
    await expect.element(next).toBeEnabled();
    setValues(store.inputs.fields.form('customer'), { tel: '', email: 'taro@' });
    await expect.element(next).toBeDisabled();
    await expect.element(next).toHaveAccessibleDescription('Please answer: Email address and Phone number.');
  });
});

describe('quick booking review on an English page (issue 34): Japanese read with a Japanese voice', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('marks the chosen company\'s name and the kept katakana reading lang="ja"', async () => {
    const { store } = await onConfirm('en');
    const company = store.inputs.reservation.selectedCompany!.name;
    const booking = document.querySelector('section[aria-label="Your booking"]')!;
    await expect.poll(() => [...booking.querySelectorAll('[lang="ja"]')].map((element) => element.textContent)).toContain(company);
    const details = document.querySelector('section[aria-label="Your details"]')!;
    expect([...details.querySelectorAll('[lang="ja"]')].map((element) => element.textContent)).toEqual(['ヤマダ タロウ']);
  });

  it('adds no lang on a Japanese page', async () => {
    await onConfirm('ja');
    await expect.poll(() => document.querySelector('section[aria-label="予約内容"]')?.textContent ?? '').toContain('50,000円');
    expect(document.querySelectorAll('section[aria-label] [lang]')).toHaveLength(0);
  });
});

describe('quick booking confirm after a reload (issue 34: the house numbers were dropped without a word)', () => {
  it('says each detail address was cleared and takes the visitor to it; typed again, the notice goes', async () => {
    const storage = new MemoryStorage();
    const before = await onConfirm('ja', storage);
    before.screen.unmount();
    before.store.dispose();
    // The reload: the same session storage, a new page at confirm; step 5 is asked again (never stored).
    await activateLocale('ja');
    const root = new RootStore({ api: fakeApi('ja'), history: new MemoryHistory('/kantan-yoyaku/confirm/'), storage, device: 'pc', locale: 'ja', now: () => NOW });
    const store = new QuickBookingStore(root);
    const screen = await render(
      <FlowRoot root={root}>
        <QuickBookingPage flow={store} />
      </FlowRoot>,
    );
    expect(store.step).toBe('step5');
    store.inputs.submitCustomer(CUSTOMER);
    const origin = screen.getByRole('alert').filter({ hasText: '引越し元の番地・建物名が消えました' });
    await expect.element(origin).toBeVisible();
    await expect.element(screen.getByRole('alert').filter({ hasText: '引越し先の番地・建物名が消えました' })).toBeVisible();
    await origin.getByRole('button', { name: '引越し元の番地・建物名を入力する' }).click();
    await expect.element(screen.getByRole('heading', { name: '引越し元の建物について教えてください' })).toBeVisible();
    await screen.getByRole('textbox', { name: '引越し元の番地・建物名（任意）' }).fill('1-2-3');
    await screen.getByRole('button', { name: '次へ進む' }).click();
    await expect.element(screen.getByRole('heading', { name: '入力内容の確認' })).toBeVisible();
    expect(screen.getByRole('alert').filter({ hasText: '引越し元の番地・建物名が消えました' }).elements()).toHaveLength(0);
    await expect.element(screen.getByRole('alert').filter({ hasText: '引越し先の番地・建物名が消えました' })).toBeVisible();
    expect(blockText('引越し元の建物')).toContain('1-2-3');
  });
});
