import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickBookingReserveResponse } from '../../domain/api/quickBooking.ts';
import { companies } from '../support/catalogue.ts';
import { openDateAhead, quoteBody, reserveBody } from '../api/marketplace-requests.ts';
import { startAppServer, type AppServer } from './support/appServer.ts';
import { expectNoAxeViolations, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts';
import { keepScreenshot } from './support/screenshots.ts';
import { apiSession } from './support/fillCapacity.ts';
import { sentMail } from './support/sentMail.ts';

const BIG = companies.find((company) => company.order === 1)!;
const CLOCK = 'clock-offset-ms';

let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  // The server's clock is the system's moved by the milliseconds in CLOCK_FILE (server/clock.ts); its
  // expiry job looks every second (LEAD_EXPIRY_PASS_MS; 30 s by default), so the test waits for a pass no longer than a visitor's reload.
  [server, browser] = await Promise.all([startAppServer({ env: (dataDir) => ({ CLOCK_FILE: join(dataDir, CLOCK), LEAD_EXPIRY_PASS_MS: '1000' }) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  if (server) await server.remove();
});

const moveClock = (offsetMs: number) => writeFile(join(server.dataDir, CLOCK), String(offsetMs));

describe.each(VIEWPORTS)('a quick booking nobody answers, at the $name viewport', ({ name, options }) => {
  it('is open on its lead page until expiredDate; then an answer is refused in words, the hold expires and the visitor is told', async () => {
    await moveClock(0);
    const date = openDateAhead(name === 'pc' ? 30 : 37, BIG.closedWeekdays);
    const headers = await apiSession(server.baseUrl);
    const post = (path: string, body: unknown) => fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const { price } = (await (await post('/api/kantan-yoyaku/quote/', quoteBody(BIG.code, date))).json()) as { price: number };
    const body = reserveBody(BIG.code, date, price, name === 'pc' ? 6_101 : 6_102);
    const booked = (await (await post('/api/kantan-yoyaku/reserve/', body)).json()) as QuickBookingReserveResponse;

    let link: string | undefined;
    await expect.poll(async () => {
      const lead = (await sentMail(server)).find((mail) => mail.to === BIG.leadEmail && mail.subject.includes(booked.reservationId));
      link = /https?:\/\/\S+\/lead\/#[A-Za-z0-9_-]{43}/.exec(lead?.text ?? '')?.[0];
      return link;
    }, { timeout: 15_000 }).toBeDefined();

    const page = await openPage(browser, { ...options, timezoneId: 'Asia/Tokyo' });
    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: `かんたん予約（${BIG.name} 様）` }).waitFor();
    await page.getByText('まで仮押さえです。有効期限までにお客様へ確認のご連絡をお願いします。').waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'お客様', exact: true }).innerText()).toContain(body.customerEmail as string);

    // At the hold's end: the answer is too late, whether or not the expiry job has passed yet.
    await moveClock(Date.parse(booked.expiredDate) - Date.now() + 1_000);
    await page.getByRole('button', { name: '確定する' }).click();
    await page.getByText('回答期限を過ぎたため、この依頼は終了しました。').first().waitFor();
    // The job (every LEAD_EXPIRY_PASS_MS in each instance) expires it: the page then says so, without the visitor.
    await expect.poll(async () => {
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      return page.getByText('期限切れ（回答なし）', { exact: true }).count();
    }, { timeout: 15_000, interval: 500 }).toBe(1);
    await expect.poll(() => page.getByRole('region', { name: 'お客様', exact: true }).innerText()).not.toContain(body.customerEmail as string);
    await expectNoAxeViolations(page, 'the expired lead');
    await keepScreenshot(page, `${name}-6-quick-booking-expired`);
    await page.context().close();

    let again: string | undefined;
    await expect.poll(async () => {
      const told = (await sentMail(server)).find((mail) => mail.to === body.customerEmail && mail.subject.includes('期限までに回答がなく'));
      again = /https?:\/\/\S+\/kantan-yoyaku\/\S*/.exec(told?.text ?? '')?.[0];
      return again;
    }, { timeout: 15_000 }).toBeDefined();
    await moveClock(0);

    // The visitor's way to another company: quick booking with the same route and day already filled in.
    const visitor = await openPage(browser, { ...options, timezoneId: 'Asia/Tokyo' });
    await visitor.goto(again!);
    await visitor.getByRole('heading', { name: '引越し元・引越し先を入力してください' }).waitFor();
    await expect.poll(() => visitor.locator('#from-city').inputValue()).toBe('13104');
    expect(await visitor.locator('#to-prefecture').inputValue()).toBe('13');
    await visitor.getByText(`引越し予定日: ${date.replaceAll('-', '/')}`).waitFor();
    await visitor.context().close();
  }, 120_000);
});
