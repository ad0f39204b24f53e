import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
import { formatYen } from '../../domain/format/price.ts';
import { reservationBody, openDateAhead, quoteBody, reserveBody } from '../api/marketplace-requests.ts';
import { companies } from '../support/catalogue.ts';
import { VISITOR_LINK } from '../support/visitorLink.ts';
import { expectNoAxeViolations, openPage, VIEWPORTS } from './support/browser.ts';
import { keepScreenshot } from './support/screenshots.ts';
import { fileSession } from './support/fileSession.ts';
import { apiSession } from './support/fillCapacity.ts';
import { sentMail } from './support/sentMail.ts';

/** A company's row in the page's list of companies (the record of who received the data lists them too). */
const companyRow = (page: Page, name: string) => page.locator('li[data-ended]').and(page.getByRole('listitem', { name }));

const BIG = companies.find((company) => company.order === 1)!;
const SECOND = companies.find((company) => company.order === 2)!;

// The server reads its clock offset from this file on every call: the test stands on any day before a move.
const clockDir = await mkdtemp(join(tmpdir(), 'hikkoshi-clock-'));
const clockFile = join(clockDir, 'offset');
const e2e = fileSession({ CLOCK_FILE: clockFile });
afterAll(() => rm(clockDir, { recursive: true, force: true }));

async function standOn(isoDate: string | null): Promise<void> {
  const offset = isoDate === null ? 0 : Date.parse(`${isoDate}T12:00:00+09:00`) - Date.now();
  await writeFile(clockFile, String(offset));
}

/** Writes through the real API as a visitor's page would (cookie and CSRF token). */
async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${e2e.server.baseUrl}${path}`, { method: 'POST', headers: await apiSession(e2e.server.baseUrl), body: JSON.stringify(body) });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The link in the visitor's confirmation e-mail (an .eml the server wrote), pointed at the test server. */
async function linkInMail(email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const confirmation = (await sentMail(e2e.server)).find((mail) => mail.to === email && mail.subject.includes('受け付けました'));
    const match = confirmation && /(https?:\/\/[^/\s]+)(\/my-move\/#[A-Za-z0-9_-]{43})/.exec(confirmation.text);
    if (match && VISITOR_LINK.test(match[2]!)) return `${e2e.server.baseUrl}${match[2]}`;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirmation with a link reached ${email}`);
}

async function bookQuickly(date: string, n: number): Promise<{ link: string; price: number; reservationId: string }> {
  const { price } = await post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date));
  const body = reserveBody(BIG.code, date, price, n);
  const { reservationId } = await post<{ reservationId: string }>('/api/kantan-yoyaku/reserve/', body);
  return { link: await linkInMail(body.customerEmail as string), price, reservationId };
}

/** The token of the company link in the newest e-mail to BIG about `reservationId` whose subject has `words`. */
async function companyLinkToken(reservationId: string, words = ''): Promise<string> {
  let token: string | undefined;
  await expect.poll(async () => {
    const lead = (await sentMail(e2e.server)).filter((mail) => mail.to === BIG.leadEmail && mail.subject.includes(reservationId) && mail.subject.includes(words)).at(-1);
    token = /\/lead\/#([A-Za-z0-9_-]{43})/.exec(lead?.text ?? '')?.[1];
    return token;
  }, { timeout: 15_000 }).toBeDefined();
  return token!;
}

/** The company confirms a booking through the private link of its lead e-mail, as its lead page does. */
async function confirmAsCompany(reservationId: string): Promise<void> {
  const token = await companyLinkToken(reservationId);
  const response = await fetch(`${e2e.server.baseUrl}/api/lead/confirm/`, { method: 'POST', headers: { ...(await apiSession(e2e.server.baseUrl)), authorization: `Bearer ${token}` }, body: '{}' });
  expect(response.status).toBe(200);
}

/** Opens a link as a new visit (a link that differs only in its fragment would not load the page again). */
async function openLink(page: Page, link: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(link);
}

describe.each(VIEWPORTS)('the visitor page, from the confirmation e-mail ($name)', ({ name, options }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(e2e.browser, options);
  });
  afterAll(async () => {
    await standOn(null);
    await page.context().close();
  });

  it.each([
    ['前々日', 2, 20],
    ['前日', 1, 30],
    ['当日', 0, 50],
  ])('cancels a quick booking on %s (%i days before) after showing its fee (%i percent of the booked price)', async (period, days, percent) => {
    await standOn(null);
    const date = openDateAhead(10, BIG.closedWeekdays);
    const { link, price, reservationId } = await bookQuickly(date, 31_000 + days * 10 + (name === 'pc' ? 0 : 1));
    // Confirmed by the company: an unanswered hold ends after 48 hours (the lead expiry job, every
    // 30 s), long before the days the test stands on.
    await confirmAsCompany(reservationId);
    await standOn(addIsoDays(date, -days));
    await openLink(page, link);
    await page.getByRole('heading', { name: 'ご予約の確認・変更・キャンセル' }).waitFor();
    const fee = Math.floor((price * percent) / 100);
    await expect.poll(() => page.getByTestId('cancellation-fee').innerText()).toContain(`${formatYen(fee)}（${period}・ご予約の料金 ${formatYen(price)} の${percent}%）`);
    await expect.poll(() => companyRow(page, BIG.name).innerText()).toContain('引越し業者が確定しました。');
    if (days === 2) await expectNoAxeViolations(page, `the booking page (${name})`);
    await keepScreenshot(page, `${name}-booking-${days}-days-before`);

    await page.getByRole('button', { name: 'ご予約をキャンセルする' }).click();
    const dialog = page.getByRole('dialog', { name: 'ご予約をキャンセルしますか' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('cancellation-fee').innerText()).toContain(formatYen(fee));
    await keepScreenshot(page, `${name}-cancel-dialog-${days}-days-before`);
    // By keyboard: the confirm button takes Enter.
    await dialog.getByRole('button', { name: 'キャンセルする' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('ご予約をキャンセルしました。引越し業者にもお伝えしました。').waitFor();
    await expect.poll(() => companyRow(page, BIG.name).innerText()).toContain('キャンセル済み');
    await expect.poll(() => page.locator('main').innerText()).toContain(`キャンセル料 ${formatYen(fee)}・${percent}%`);
    await keepScreenshot(page, `${name}-cancelled-${days}-days-before`);
  });

  it('moves a quick booking to a Saturday, with the old and new lines side by side and the difference', async () => {
    await standOn(null);
    const weekday = openDateAhead(12, [0, 6, ...BIG.closedWeekdays]);
    const saturday = openDateAhead(19, [0, 1, 2, 3, 4, 5]);
    const { link, price } = await bookQuickly(weekday, 32_000 + (name === 'pc' ? 0 : 1));
    const { price: saturdayPrice } = await post<{ price: number }>('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, saturday));
    await openLink(page, link);
    await page.getByLabel('新しい引越し日').fill(saturday);
    await page.getByRole('button', { name: '新しい日の料金を確認する' }).click();
    const dialog = page.getByRole('dialog', { name: '引越し日を変更しますか' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByTestId('proposed-price').innerText()).toBe(formatYen(saturdayPrice));
    const difference = saturdayPrice - price;
    expect(difference).not.toBe(0);
    await expect.poll(() => dialog.getByTestId('price-difference').innerText()).toBe(
      difference > 0 ? `料金は ${formatYen(difference)} 上がります。` : `料金は ${formatYen(-difference)} 下がります。`,
    );
    await expect.poll(() => dialog.getByRole('table', { name: '料金の内訳（日程変更）' }).innerText()).toContain('変更前');
    await keepScreenshot(page, `${name}-date-change-dialog`);
    await dialog.getByRole('button', { name: 'この日に変更する' }).click();
    await page.getByText('引越し日を変更しました。引越し業者にもお伝えしました。').waitFor();
    await expect.poll(() => companyRow(page, BIG.name).innerText()).toContain(formatYen(saturdayPrice));
    await keepScreenshot(page, `${name}-date-changed`);
  });

  it('a new day for a confirmed booking waits for the company: the visitor\'s page says the confirmed day stands, the company accepts on its lead page (issue 34)', async () => {
    await standOn(null);
    const date = openDateAhead(13, BIG.closedWeekdays);
    const later = openDateAhead(20, BIG.closedWeekdays);
    const { link, reservationId } = await bookQuickly(date, 34_000 + (name === 'pc' ? 0 : 1));
    await confirmAsCompany(reservationId);
    await openLink(page, link);
    await page.getByLabel('新しい引越し日').fill(later);
    await page.getByRole('button', { name: '新しい日の料金を確認する' }).click();
    const dialog = page.getByRole('dialog', { name: '引越し日を変更しますか' });
    await dialog.getByText(/引越し業者の承諾があってから変わります/).waitFor();
    await dialog.getByRole('button', { name: 'この日に変更する' }).click();
    await page.getByText('変更のご希望を引越し業者にお送りしました。', { exact: false }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain('（確定済み）');
    await expect.poll(() => page.locator('main').innerText()).toContain('引越し業者の回答待ち');
    await expectNoAxeViolations(page, `the booking page with a waiting new day (${name})`);
    await keepScreenshot(page, `${name}-date-proposal-waiting`);

    const token = await companyLinkToken(reservationId, '日程変更のご相談');
    await openLink(page, `${e2e.server.baseUrl}/lead/#${token}`);
    const panel = page.getByRole('region', { name: 'お客様から引越し日の変更のご希望があります' });
    await panel.waitFor();
    await expectNoAxeViolations(page, `the lead page with a new day to answer (${name})`);
    await keepScreenshot(page, `${name}-lead-date-proposal`);
    await panel.getByRole('button', { name: '新しい日に変更する（承諾）' }).click();
    await panel.waitFor({ state: 'detached' });

    await openLink(page, link);
    await page.getByRole('heading', { name: 'ご予約の確認・変更・キャンセル' }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).not.toContain('引越し業者の回答待ち');
    await keepScreenshot(page, `${name}-date-proposal-accepted`);
  });

  it('withdraws one company of a provisional reservation; the page says it was told to stop; then erases the data', async () => {
    await standOn(null);
    const date = openDateAhead(16, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
    const body = reservationBody([BIG.code, SECOND.code], date, 33_000 + (name === 'pc' ? 0 : 1));
    await post<ReservationReserveResponse>('/api/reservation/reserve/', body);
    const link = await linkInMail(body.email as string);
    await openLink(page, link);
    await page.getByRole('heading', { name: '仮予約の確認・取り下げ' }).waitFor();
    await expectNoAxeViolations(page, `the reservation page (${name})`);
    await keepScreenshot(page, `${name}-reservation`);

    await page.getByRole('button', { name: `${BIG.name}への依頼を取り下げる` }).click();
    const dialog = page.getByRole('dialog', { name: '依頼を取り下げますか' });
    await dialog.getByRole('button', { name: '取り下げる' }).click();
    await page.getByText(/依頼を取り下げました。/).waitFor();
    await expect.poll(() => companyRow(page, BIG.name).innerText()).toContain('この引越し業者には、お客様へのご連絡をやめるようお伝えしました。');
    await expect.poll(() => companyRow(page, SECOND.name).innerText()).toContain('送信済み');
    await expect(page.getByRole('button', { name: `${BIG.name}への依頼を取り下げる` }).count()).resolves.toBe(0);
    await keepScreenshot(page, `${name}-reservation-withdrawn`);

    await page.getByRole('button', { name: '今すぐ削除する' }).click();
    const erase = page.getByRole('dialog', { name: 'お客様の情報を削除しますか' });
    await expect.poll(() => erase.innerText()).toContain(SECOND.name);
    await keepScreenshot(page, `${name}-erase-dialog`);
    await erase.getByRole('button', { name: '削除する' }).click();
    await page.getByRole('heading', { name: 'お客様の情報を削除しました' }).waitFor();
    await expect.poll(() => page.getByRole('list', { name: '削除した情報' }).innerText()).toContain('メールアドレス');
    await keepScreenshot(page, `${name}-erased`);

    // The link is revoked: the same page as any link that opens nothing.
    await page.reload();
    await page.getByRole('heading', { name: 'このページは表示できません' }).waitFor();
  });

  it('answers a tampered link with one page that reveals nothing', async () => {
    await openLink(page, `${e2e.server.baseUrl}/my-move/#${'x'.repeat(43)}`);
    await page.getByRole('heading', { name: 'このページは表示できません' }).waitFor();
    await expectNoAxeViolations(page, `the unavailable link page (${name})`);
    await keepScreenshot(page, `${name}-link-unavailable`);
  });
});
