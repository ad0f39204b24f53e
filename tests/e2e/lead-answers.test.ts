import { describe, expect, it } from 'vitest';
import type { ReservationReserveResponse } from '../../domain/api/reservation.ts';
import { formatYen } from '../../domain/format/price.ts';
import { companies } from '../support/catalogue.ts';
import { openDateAhead, reservationBody } from '../api/marketplace-requests.ts';
import { expectNoAxeViolations, openPage, VIEWPORTS } from './support/browser.ts';
import { keepScreenshot } from './support/screenshots.ts';
import { apiSession } from './support/fillCapacity.ts';
import { fileSession } from './support/fileSession.ts';
import { sentMail } from './support/sentMail.ts';

const e2e = fileSession();
const BIG = companies.find((company) => company.order === 1)!;
/** Serves Saitama and Tokyo. */
const SMALL = companies.find((company) => company.code === 'K0020')!;

const open = (options: Parameters<typeof openPage>[1]) => openPage(e2e.browser, { ...options, timezoneId: 'Asia/Tokyo' });

/** The link to its lead page in the lead e-mail a company received for a request, as a mail program shows it. */
async function leadLinkInMail(requestId: string, leadEmail: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(async () => {
    const lead = (await sentMail(e2e.server)).find((mail) => mail.to === leadEmail && mail.subject.includes(requestId));
    link = /https?:\/\/\S+\/lead\/#[A-Za-z0-9_-]{43}/.exec(lead?.text ?? '')?.[0];
    return link;
  }, { timeout: 15_000 }).toBeDefined();
  return link!;
}

/** The visitor's messages about the companies' answers. */
async function answersTo(email: string): Promise<string[]> {
  return (await sentMail(e2e.server)).filter((mail) => mail.to === email && !mail.subject.includes('受け付けました')).map((mail) => mail.subject).sort();
}

describe.each(VIEWPORTS)('companies answer a provisional reservation from their lead e-mails, at the $name viewport', ({ name, options }) => {
  it('opens each company\'s lead from its e-mail, confirms one in a time frame the visitor asked for and declines the other with a reason', async () => {
    const date = openDateAhead(name === 'pc' ? 20 : 27, [...BIG.closedWeekdays, ...SMALL.closedWeekdays]);
    const body = reservationBody([BIG.code, SMALL.code], date, name === 'pc' ? 5_101 : 5_102);
    const sent = await fetch(`${e2e.server.baseUrl}/api/reservation/reserve/`, { method: 'POST', headers: await apiSession(e2e.server.baseUrl), body: JSON.stringify(body) });
    const request = (await sent.json()) as ReservationReserveResponse;
    expect(request.companies.map((company) => company.kissCd)).toEqual([BIG.code, SMALL.code]);

    // The first company: its lead as the e-mail showed it, then confirmed in the afternoon, by keyboard.
    const page = await open(options);
    await page.goto(await leadLinkInMail(request.requestId, BIG.leadEmail));
    await page.getByRole('heading', { level: 1, name: `仮予約の依頼（${BIG.name} 様）` }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'お客様', exact: true }).innerText()).toContain(body.email);
    await expect.poll(() => page.getByRole('region', { name: 'お客様に表示した料金' }).innerText()).toContain(formatYen(request.companies[0]!.price!));
    await expectNoAxeViolations(page, 'the open lead');
    await keepScreenshot(page, `${name}-1-lead-open`);
    await page.getByRole('radio', { name: '午後' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('確定する');
    await page.keyboard.press('Enter');
    await page.getByText('確定済み', { exact: true }).waitFor();
    await expect.poll(() => page.locator('article').innerText()).toContain('午後で確定と回答しました');
    await expectNoAxeViolations(page, 'the confirmed lead');
    await keepScreenshot(page, `${name}-2-lead-confirmed`);
    await page.context().close();

    // The second company declines: first without a reason (refused beside the list), then with one.
    const second = await open(options);
    await second.goto(await leadLinkInMail(request.requestId, SMALL.leadEmail));
    await second.getByRole('heading', { level: 1, name: `仮予約の依頼（${SMALL.name} 様）` }).waitFor();
    await second.getByRole('button', { name: '辞退する' }).click();
    await second.getByText('お引き受けできない理由を選んでください。').waitFor();
    await keepScreenshot(second, `${name}-3-decline-without-reason`);
    await second.getByRole('radio', { name: '表示した料金ではお引き受けできないため' }).check();
    await second.getByRole('button', { name: '辞退する' }).click();
    await second.getByText('辞退済み', { exact: true }).waitFor();
    await expect.poll(() => second.getByRole('region', { name: 'お客様', exact: true }).innerText()).not.toContain(body.email);
    await expectNoAxeViolations(second, 'the declined lead');
    await keepScreenshot(second, `${name}-4-lead-declined`);

    // A link that opens nothing: one page that says so and nothing more.
    await second.goto(`${e2e.server.baseUrl}/lead/#${'x'.repeat(43)}`);
    await second.getByRole('heading', { level: 1, name: 'このリンクは開けません' }).waitFor();
    await expectNoAxeViolations(second, 'the invalid link page');
    await keepScreenshot(second, `${name}-5-link-invalid`);
    await second.context().close();

    await expect.poll(() => answersTo(body.email), { timeout: 15_000 }).toEqual([
      `【引越し比較】${BIG.name}が仮予約を確定しました（受付番号 ${request.requestId}）`,
      `【引越し比較】${SMALL.name}から仮予約をお引き受けできないとの回答がありました（受付番号 ${request.requestId}）`,
    ].sort());
  }, 120_000);
});
