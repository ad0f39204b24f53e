import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import { formatJapanDateTime } from '../../domain/format/japanTime.ts';
import { formatClosedDays } from '../../domain/format/list.ts';
import { companySearchDates, japanTodayAsLocalDate } from '../../domain/dates/index.ts';
import { fileSession } from './support/fileSession.ts';
import {
  bookUpToConfirm,
  chooseFirstCompany,
  fillStep1,
  fillStep2,
  fillStep3,
  fillStep5,
  reserve,
  searchedQuickMove,
  visitor,
} from './support/bookingSteps.ts';
import { expectNoAxeViolations, openPage, SAME_FLOW_VIEWPORTS, VIEWPORTS } from './support/browser.ts';
import { bookOutDays, bookThroughApi } from './support/fillCapacity.ts';
import { bookWithKeyboard } from './support/keyboardBooking.ts';
import { sentMail } from './support/sentMail.ts';

const e2e = fileSession();

/**
 * What the complete page said is true: the booking is stored with the capacity it took, and the
 * visitor's confirmation and the company's lead were written, both naming the hold's expiry.
 */
async function expectBookingStoredAndSent(reservationId: string): Promise<void> {
  const [booking] = await e2e.server.query<{ company_code: string; moving_date: string }>(
    'SELECT l.company_code, r.moving_date::text AS moving_date FROM requests r JOIN leads l ON l.request_id = r.id WHERE r.reference = $1',
    [reservationId],
  );
  expect(booking, reservationId).toBeDefined();
  const capacity = await e2e.server.query<{ booked: number }>(
    'SELECT booked FROM company_day_bookings WHERE company_code = $1 AND moving_date = $2::date',
    [booking!.company_code, booking!.moving_date],
  );
  expect(capacity[0]?.booked).toBeGreaterThanOrEqual(1);

  const about = (await sentMail(e2e.server)).filter((message) => message.subject.includes(reservationId));
  expect(about, reservationId).toHaveLength(2);
  expect(about.map((message) => message.subject), reservationId).toEqual(expect.arrayContaining([
    expect.stringMatching(new RegExp(`^【引越し比較】かんたん予約（予約番号 ${reservationId}・\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}（日本時間）まで仮押さえ）$`)),
    `【引越し比較】かんたん予約を受け付けました（予約番号 ${reservationId}）`,
  ]));
  expect(about.find((message) => message.subject.startsWith('【引越し比較】かんたん予約を'))!.text).toMatch(/有効期限：\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}（日本時間）/);
}

describe.each(SAME_FLOW_VIEWPORTS)('quick booking at the $name viewport', ({ name, options }) => {
  let page: Page;
  const axe = (where: string) => expectNoAxeViolations(page, where);

  beforeAll(async () => {
    page = await openPage(e2e.browser, options);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('books a company from an empty form to the complete page, with no axe violation on any step', async () => {
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await axe('step 1');
    await fillStep1(page);
    await page.waitForURL('**/kantan-yoyaku/step2/');
    await axe('step 2');
    await fillStep2(page);
    await page.waitForURL('**/kantan-yoyaku/step3/');
    await page.getByText('1 / 7').waitFor();
    await axe('step 3');
    await fillStep3(page);
    await page.waitForURL('**/kantan-yoyaku/step4/');
    await page.locator('article').first().waitFor();
    await axe('step 4');
    const company = await chooseFirstCompany(page);
    await page.waitForURL('**/kantan-yoyaku/step5/');
    await axe('step 5');
    await fillStep5(page, visitor(`${name}1`));
    await page.waitForURL('**/kantan-yoyaku/confirm/');
    await expect.poll(() => page.getByText(company).count()).toBeGreaterThan(0);
    const privacy = page.getByRole('button', { name: '個人情報の取り扱いについて' }).first();
    await privacy.click();
    expect(await privacy.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('region', { name: '個人情報の取り扱いについて' }).first().waitFor();
    await axe('confirm');
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/kantan-yoyaku/reserve/'));
    await reserve(page);
    const answer = (await (await answered).json()) as QuickBookingReserveResponse;
    await page.waitForURL('**/kantan-yoyaku/complete/');
    const reservationId = await page.getByTestId('reservation-id').innerText();
    expect(reservationId).toMatch(/^KY-/);
    // The browser runs in UTC: the expiry still shows in Japan time, and the closed days never stay blank.
    await page.getByText(`有効期限: ${formatJapanDateTime(answer.expiredDate)}`).waitFor();
    await page.getByText(`業者の定休日: ${formatClosedDays(answer.closedDays)}`).waitFor();
    await axe('complete');
    await expectBookingStoredAndSent(reservationId);
  });

  it('sends a second booking with the same e-mail to duplicate-error', async () => {
    const person = visitor(`${name}-duplicate`);
    // The visitor already holds a quick booking (made through the API, as from another tab).
    await bookThroughApi(e2e.server.baseUrl, person);
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await bookUpToConfirm(page, person);
    await reserve(page);
    await page.waitForURL('**/kantan-yoyaku/duplicate-error/');
    await page.getByText('既に予約されています').waitFor();
    await axe('duplicate-error');
  });
});

describe('quick booking state across navigation (pc)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(e2e.browser, VIEWPORTS[0]!.options);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('moves between steps with browser back and forward', async () => {
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await fillStep1(page);
    await fillStep2(page);
    await page.waitForURL('**/step3/');
    await page.goBack();
    await page.waitForURL('**/step2/');
    await page.getByRole('heading', { name: /建物について教えてください/ }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/kantan-yoyaku\/$/);
    await page.getByRole('heading', { name: '引越し元・引越し先を入力してください' }).waitFor();
    await page.goForward();
    await page.waitForURL('**/step2/');
    await page.getByRole('heading', { name: /建物について教えてください/ }).waitFor();
  });

  it('keeps the inputs across a reload but not the personal info', async () => {
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await bookUpToConfirm(page, visitor('reload'));
    await page.reload();
    // Personal info is never stored, so the guard sends the visitor back to step 5 with empty fields.
    await page.waitForURL('**/kantan-yoyaku/step5/');
    expect(await page.getByLabel('メールアドレス').inputValue()).toBe('');
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    expect(await page.locator('#from-prefecture').inputValue()).toBe('13');
    expect(await page.locator('#from-city').inputValue()).toBe('13101');
    expect(await page.locator('#to-prefecture').inputValue()).toBe('14');
  });

  it('pre-fills step 1 from the query', async () => {
    const picked = new Date(Date.now() + 10 * 86_400_000);
    const yyyymmdd = `${picked.getFullYear()}${String(picked.getMonth() + 1).padStart(2, '0')}${String(picked.getDate()).padStart(2, '0')}`;
    const context = await e2e.browser.newContext(VIEWPORTS[0]!.options);
    const fresh = await context.newPage();
    await fresh.goto(`${e2e.server.baseUrl}/kantan-yoyaku/?fromZipCd=100-0001&fromTodofukenCd=13&fromShikugunCd=13101&toTodofukenCd=14&pickedDate=${yyyymmdd}`);
    await fresh.getByRole('heading', { name: '引越し元・引越し先を入力してください' }).waitFor();
    expect(await fresh.getByLabel('郵便番号（ハイフンなし7桁）').inputValue()).toBe('1000001');
    expect(await fresh.locator('#from-prefecture').inputValue()).toBe('13');
    expect(await fresh.locator('#to-prefecture').inputValue()).toBe('14');
    await fresh.getByText(`引越し予定日: ${yyyymmdd.slice(0, 4)}/${yyyymmdd.slice(4, 6)}/${yyyymmdd.slice(6)}`).waitFor();
    expect(new URL(fresh.url()).search).toBe('');
    await context.close();
  });

  it('looks the origin up from its postal code: a list while the field has focus, a full code fills the address', async () => {
    const context = await e2e.browser.newContext(VIEWPORTS[0]!.options);
    const fresh = await context.newPage();
    await fresh.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await fresh.getByLabel('郵便番号から入力').check();
    const postal = fresh.getByRole('combobox', { name: '引越し元の郵便番号（ハイフンなし7桁）' });
    await postal.fill('160002');
    const suggestions = fresh.getByRole('listbox');
    await suggestions.waitFor();
    await postal.press('Tab');
    await suggestions.waitFor({ state: 'detached' });
    await postal.focus();
    await postal.press('Backspace');
    await postal.pressSequentially('2');
    await suggestions.waitFor();
    await postal.press('ArrowDown');
    await postal.press('Enter');
    await expect.poll(() => fresh.locator('#from-city').inputValue()).toBe('13104');
    await postal.fill('1000001');
    await expect.poll(() => fresh.locator('#from-district').inputValue()).not.toBe('');
    expect(await fresh.locator('#from-city').inputValue()).toBe('13101');
    expect(await fresh.locator('#to-prefecture').inputValue()).toBe('13');
    await context.close();
  });

  it('looks up a postal code that a link carries alone, so the address is filled and the visitor can go on', async () => {
    const context = await e2e.browser.newContext(VIEWPORTS[0]!.options);
    const fresh = await context.newPage();
    await fresh.goto(`${e2e.server.baseUrl}/kantan-yoyaku/?fromZipCd=100-0001`);
    // The city and district lists load side by side: each select shows its value once its own list is in.
    await expect.poll(() => fresh.locator('#from-district').inputValue()).not.toBe('');
    await expect.poll(() => fresh.locator('#from-city').inputValue()).toBe('13101');
    expect(await fresh.locator('#from-prefecture').inputValue()).toBe('13');
    expect(await fresh.locator('#to-prefecture').inputValue()).toBe('13');
    await context.close();
  });

  it('edits the belongings from confirm and shows the price change', async () => {
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await bookUpToConfirm(page, visitor('edit'));
    const before = await page.getByTestId('confirm-price').innerText();
    await page.getByRole('button', { name: 'お荷物を変更する' }).click();
    await page.waitForURL('**/kantan-yoyaku/step3/');
    await page.getByText('1 / 7').waitFor();
    const firstCount = page.getByRole('textbox').first();
    await firstCount.fill('9');
    await firstCount.blur();
    await fillStep3(page);
    await page.waitForURL('**/kantan-yoyaku/confirm/');
    await page.getByText('料金が変更されました').waitFor();
    expect(await page.getByTestId('confirm-price').innerText()).not.toBe(before);
  });

  it('offers the server\'s correction of a mistyped e-mail domain on step 5', async () => {
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await fillStep1(page);
    await fillStep2(page);
    await fillStep3(page);
    await chooseFirstCompany(page);
    const email = page.getByLabel('メールアドレス');
    await email.fill('taro@gmial.com');
    await email.blur();
    await page.getByText('taro@gmail.com の入力間違いではありませんか？').waitFor();
    await page.getByRole('button', { name: '修正する' }).click();
    expect(await email.inputValue()).toBe('taro@gmail.com');
  });
});

describe('quick booking with the keyboard alone (mobile)', () => {
  it('completes the flow with Tab, arrows, Space, Enter and typing', async () => {
    const page = await openPage(e2e.browser, VIEWPORTS[1]!.options);
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await bookWithKeyboard(page, visitor('keyboard'));
    await page.waitForURL('**/kantan-yoyaku/complete/');
    await expectBookingStoredAndSent(await page.getByTestId('reservation-id').innerText());
    await page.context().close();
  });
});

describe('quick booking when every company is sold out', () => {
  // It books out the search days: a server of its own, so no other test finds them full.
  const soldOut = fileSession();

  it('shows the apology after the four search days are fully booked, and closes it on going back', async () => {
    const page = await openPage(soldOut.browser, VIEWPORTS[0]!.options);
    const move = await searchedQuickMove(page, soldOut.server.baseUrl);

    const holidays = ((await (await fetch(`${soldOut.server.baseUrl}/api/holidays/`)).json()) as { results: string[] }).results;
    // The page counts from today in Japan (08:00 JST is still yesterday in UTC).
    const dates = companySearchDates(japanTodayAsLocalDate(new Date()), holidays);
    expect(dates).toHaveLength(4);
    expect(await bookOutDays(soldOut.server.baseUrl, move, dates)).toBeGreaterThan(4);

    await page.getByRole('button', { name: '戻る' }).click();
    await page.waitForURL('**/kantan-yoyaku/step3/');
    await page.getByRole('button', { name: '業者を探す' }).click();
    const apology = page.getByRole('dialog', { name: 'ご予約可能な業者が見つかりませんでした' });
    await apology.waitFor();
    await expectNoAxeViolations(page, 'apology');
    await page.keyboard.press('Escape');
    await apology.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/kantan-yoyaku\/step3\/$/);
    await page.context().close();
  });
});
