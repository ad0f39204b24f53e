import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuickBookingReserveRequest } from '../../domain/api/quickBooking.ts';
import type { CompanyReviewsResponse } from '../../domain/api/reviews.ts';
import { addIsoDays } from '../../domain/dates/bookableWindow.ts';
import { companies } from '../support/catalogue.ts';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../support/smtp-peer.ts';
import { fillStep5, reserve, searchedQuickMove, visitor } from './support/bookingSteps.ts';
import { startAppServer, type AppServer } from './support/appServer.ts';
import { expectNoAxeViolations, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts';
import { keepScreenshot } from './support/screenshots.ts';

const CLOCK = 'clock-offset-ms';
const PHONE = VIEWPORTS.find((viewport) => viewport.name === 'mobile')!.options;
const PC = VIEWPORTS.find((viewport) => viewport.name === 'pc')!.options;
const PERSON = visitor('review-e2e');

let peer: SmtpPeer;
let server: AppServer;
let browser: Browser;
beforeAll(async () => {
  peer = await startSmtpPeer();
  // The server's clock is the system's moved by the milliseconds in CLOCK_FILE (server/clock.ts); its
  // invitation job looks every second (REVIEW_INVITATION_PASS_MS; an hour by default).
  [server, browser] = await Promise.all([
    startAppServer({ env: (dataDir) => ({ CLOCK_FILE: join(dataDir, CLOCK), REVIEW_INVITATION_PASS_MS: '1000', SMTP_URL: peer.url }) }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  if (server) await server.remove();
  await peer?.close();
});

/** Where the server's clock stands: the real time moved by this many milliseconds. */
let clockOffsetMs = 0;
async function moveClock(offsetMs: number): Promise<void> {
  clockOffsetMs = offsetMs;
  await writeFile(join(server.dataDir, CLOCK), String(offsetMs));
}

/** A page whose own clock reads the server's (a browser's date decides the days a calendar offers). */
async function pageOnServerTime(options: typeof PHONE): Promise<Page> {
  const page = await openPage(browser, { ...options, timezoneId: 'Asia/Tokyo' });
  if (clockOffsetMs !== 0) await page.context().clock.setFixedTime(Date.now() + clockOffsetMs);
  return page;
}

/** The private link in the first message to `to` whose subject has `subject`, as the peer received it. */
async function linkInMail(to: string, subject: string, path: '/lead/' | '/my-move/'): Promise<string> {
  const matches = (mail: ReceivedMail) => mail.to.includes(to) && mail.subject.includes(subject);
  const received = await peer.waitFor((all) => all.some(matches), 20_000);
  const text = received.find(matches)!.text;
  const link = new RegExp(`https?://\\S+${path.replaceAll('/', '\\/')}#[A-Za-z0-9_-]{43}`).exec(text)?.[0];
  expect(link, `the link in "${subject}" to ${to}`).toBeDefined();
  return link!;
}

const scoreOf = async (code: string) => ((await (await fetch(`${server.baseUrl}/api/companies/reviews/?code=${code}`)).json()) as CompanyReviewsResponse);

describe('a review of a move booked here', () => {
  it('is invited by e-mail the day after the move, written on a phone, counted on the card, answered by the company and hidden by the operator', async () => {
    // Booked on a phone: the card of the company chosen says it has no reviews yet.
    const booking = await pageOnServerTime(PHONE);
    await searchedQuickMove(booking, server.baseUrl);
    const card = booking.locator('article').first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    const company = companies.find((listed) => listed.name === name)!;
    await expect.poll(() => card.innerText()).toContain('口コミはまだありません');
    await card.getByRole('button', { name: /を選ぶ$/ }).click();
    await fillStep5(booking, PERSON);
    const sent = booking.waitForRequest((request) => request.url().endsWith('/api/kantan-yoyaku/reserve/'));
    await reserve(booking);
    const { movingDate } = (await sent).postDataJSON() as QuickBookingReserveRequest;
    await booking.waitForURL('**/kantan-yoyaku/complete/');
    await booking.context().close();

    // The company confirms from its lead's e-mail.
    const lead = await pageOnServerTime(PC);
    await lead.goto(await linkInMail(company.leadEmail, 'かんたん予約', '/lead/'));
    await lead.getByRole('button', { name: '確定する' }).click();
    await lead.getByText('確定済み', { exact: true }).waitFor();
    await lead.context().close();

    // The day after the move day, 10:00 in Japan: the invitation job writes, the peer receives.
    await moveClock(Date.parse(`${addIsoDays(movingDate, 1)}T10:00:00+09:00`) - Date.now());
    const invitation = await linkInMail(PERSON.email, 'お引越しはいかがでしたか', '/my-move/');

    const phone = await pageOnServerTime(PHONE);
    await phone.goto(invitation);
    const reviewPart = phone.getByRole('region', { name: '引越しの口コミ' });
    await reviewPart.getByRole('radio', { name: `${name}が引越しをしました` }).check();
    await reviewPart.getByRole('radiogroup', { name: '総合評価' }).getByRole('radio', { name: '5点' }).check();
    await reviewPart.getByRole('radiogroup', { name: '見積りどおりの料金でしたか' }).getByRole('radio', { name: 'はい' }).check();
    for (const aspect of ['時間どおり', '荷物の扱い', '対応']) {
      await reviewPart.getByRole('radiogroup', { name: aspect }).getByRole('radio', { name: '4点' }).check();
    }
    await reviewPart.getByRole('textbox', { name: 'ご感想（任意）' }).fill('時間どおりに来て、丁寧に運んでくれました。');
    await expectNoAxeViolations(phone, 'the review form');
    await keepScreenshot(phone, 'mobile-review-form');
    await reviewPart.getByRole('button', { name: '口コミを投稿する' }).click();
    await phone.getByText('口コミを投稿しました。ありがとうございました。').waitFor();
    await expect.poll(() => reviewPart.innerText()).toContain('時間どおりに来て、丁寧に運んでくれました。');
    await keepScreenshot(phone, 'mobile-review-posted');

    // The card of the same company now shows the review's score and count.
    const again = await pageOnServerTime(PHONE);
    await searchedQuickMove(again, server.baseUrl);
    const scored = again.locator(`article[aria-label="${name}"]`);
    await expect.poll(() => scored.innerText()).toContain('5.0（1件）');
    await scored.getByRole('button', { name: /^詳細を見る/ }).click();
    const details = again.getByRole('dialog');
    await expect.poll(() => details.innerText()).toContain('時間どおりに来て、丁寧に運んでくれました。');
    await expect(details.getByText('当サイトで予約した引越し').first().isVisible()).resolves.toBe(true);
    await keepScreenshot(again, 'mobile-company-details-with-review');
    await again.context().close();

    // The company is told with a link of its own, and answers once, publicly; the visitor is told.
    const answering = await pageOnServerTime(PC);
    await answering.goto(await linkInMail(company.leadEmail, '口コミが投稿されました', '/lead/'));
    await answering.getByRole('textbox', { name: '回答' }).fill('ご利用ありがとうございました。');
    await answering.getByRole('button', { name: '回答を公開する' }).click();
    await answering.getByText('回答を公開しました。口コミの下に、どなたでも読めるように表示しています。').waitFor();
    await expect(answering.getByRole('button', { name: '回答を公開する' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(answering, 'the answered review');
    await keepScreenshot(answering, 'pc-review-answered');
    await answering.context().close();
    await linkInMail(PERSON.email, '引越し業者が口コミに回答しました', '/my-move/');
    const answered = await scoreOf(company.code);
    expect(answered.summary.count).toBe(1);
    expect(answered.reviews[0]!.answer?.text).toBe('ご利用ありがとうございました。');

    // The operator hides it: the score no longer counts it, and the visitor is told why.
    const reviewId = answered.reviews[0]!.id;
    expect(await server.operate('reviews', ['hide', reviewId, '--reason', '確認のため'])).toContain('非公開にしました');
    expect((await scoreOf(company.code)).summary.count).toBe(0);
    await peer.waitFor((all) => all.some((mail) => mail.to.includes(PERSON.email) && mail.subject.includes('口コミを非公開にしました') && mail.text.includes('確認のため')));
    await phone.reload();
    await phone.getByText('この口コミは、運営の判断で非公開にしています（理由：確認のため）。公開されず、評価にも数えません。').waitFor();
    await keepScreenshot(phone, 'mobile-review-hidden');
    await phone.context().close();
  }, 240_000);
});
