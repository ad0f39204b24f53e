import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPartnerCommand } from '../../server/embed/partner-commands.ts';
import { startAppServer, type AppServer } from './support/appServer.ts';
import { selectWhenListed, visitor } from './support/bookingSteps.ts';
import { expectNoAxeViolations, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts';
import { fillContact } from './support/contactSection.ts';
import { openFormWithoutTokens, partnerPage, startPartnerSite, type PartnerSite } from './support/partnerSite.ts';

const PARTNER = 'e2e-portal';

interface PartnerWindow {
  partnerMessages: { origin: string; data: { type: string; height?: number; requestId?: string } }[];
  sentEstimates: { requestId: string }[];
}

let server: AppServer;
let browser: Browser;
let registered: PartnerSite;
let unregistered: PartnerSite;

beforeAll(async () => {
  // Partner pages on localhost; the app on 127.0.0.1: two sites, so the form is a third-party iframe.
  [registered, unregistered, browser] = await Promise.all([
    // The registered partner gives the form the narrowest width it must work at (spec §1: phones).
    startPartnerSite(() => partnerPage(server.baseUrl, PARTNER, '360px')),
    startPartnerSite(() => partnerPage(server.baseUrl, PARTNER)),
    launchBrowser(),
  ]);
  server = await startAppServer({
    prepare: (db) => runPartnerCommand(db, ['add', PARTNER, '--name', '不動産ポータル', '--origin', registered.origin], new Date()),
  });
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([registered?.close(), unregistered?.close()]);
  if (server) await server.remove();
});

/** The partner's page with our form in its iframe, once the form has rendered. */
async function openPartnerPage(site: PartnerSite, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; form: Frame }> {
  const page = await openPage(browser, { viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  await page.goto(site.origin);
  const form = await (await page.locator('#estimate').elementHandle())!.contentFrame();
  return { page, form: form! };
}

const messagesOf = (page: Page) => page.evaluate(() => (window as unknown as PartnerWindow).partnerMessages);

/** Next on an input step, and waits for the heading of the step it leads to. */
async function next(form: Frame, heading: string): Promise<void> {
  await form.getByRole('button', { name: '次へ進む' }).click();
  await form.getByRole('heading', { name: heading }).waitFor();
}

describe('the estimate form in a partner page (another site)', () => {
  it('is framed for the registered origin and sizes its iframe to the content through postMessage', async () => {
    const { page, form } = await openPartnerPage(registered);
    await form.getByRole('heading', { name: '引越し元と引越し先を入力してください' }).waitFor();
    await expect.poll(async () => (await messagesOf(page)).some((message) => message.data.type === 'hikkoshi:resize')).toBe(true);
    const resizes = (await messagesOf(page)).filter((message) => message.data.type === 'hikkoshi:resize');
    expect(new Set(resizes.map((message) => message.origin))).toEqual(new Set([server.baseUrl]));
    const contentHeight = await form.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    await expect.poll(() => page.locator('#estimate').evaluate((frame: HTMLIFrameElement) => frame.style.height)).toBe(`${contentHeight}px`);
    await page.context().close();
  });

  it('cannot be framed by an origin the partner did not register: the frame shows why, and holds no form or grant', async () => {
    const { page, form } = await openPartnerPage(unregistered);
    await page.waitForLoadState('load');
    await form.getByRole('heading', { name: '見積もりフォームを表示できません' }).waitFor();
    await form.getByText('掲載元として登録されたサイトのページでのみ').waitFor();
    expect(await form.locator('#root').count()).toBe(0);
    expect(await form.locator('meta[name="embed-signature"]').count()).toBe(0);
    expect(await messagesOf(page)).toEqual([]);
    await page.context().close();
  });

  it('sends an estimate through every step in a 360 px iframe; the partner page hears of it; the request names the partner', async () => {
    const { page, form } = await openPartnerPage(registered);
    const url = form.url();
    expect(await page.locator('#estimate').evaluate((frame) => frame.getBoundingClientRect().width)).toBe(360);
    await form.getByRole('heading', { name: '引越し元と引越し先を入力してください' }).waitFor();
    await expectNoAxeViolations(page, 'step 1');
    await selectWhenListed(form, '#from-prefecture', { value: '13' });
    await selectWhenListed(form, '#from-city', { value: '13101' });
    await selectWhenListed(form, '#from-district', { index: 1 });
    await form.getByLabel('番地・建物名（任意）').first().fill('1-2-3');
    await selectWhenListed(form, '#to-prefecture', { value: '14' });
    await selectWhenListed(form, '#to-city', { index: 1 });
    // Quick booking is offered for this route; it cannot open inside the partner's page, so its link opens a new tab and says so.
    await form.getByRole('link', { name: 'かんたん予約で今すぐ予約する（新しいタブで開きます）' }).waitFor();
    const linkNames = await form.locator('a[href]').evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    expect(linkNames.filter((name) => !name.includes('新しいタブで開きます'))).toEqual([]);
    await next(form, '日程とお荷物を入力してください');

    await expectNoAxeViolations(page, 'step 2');
    await form.getByLabel('2〜3名').check();
    await form.getByRole('textbox', { name: /その他ご要望/ }).fill('エレベーターは午前中のみ使えます。');
    await next(form, 'お客様情報と依頼先を入力してください');

    const person = visitor('embed');
    await fillContact(form, person);
    await form.locator('[data-state="ready"]').first().waitFor();
    expect(await form.getByText('あわせて申し込めるサービス').count()).toBe(0);
    await expectNoAxeViolations(page, 'step 3');
    await next(form, '入力内容の確認');

    await expectNoAxeViolations(page, 'confirm');
    await form.getByRole('button', { name: 'この内容で見積りを依頼する' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as PartnerWindow).sentEstimates.length), { timeout: 15_000 }).toBe(1);
    const { requestId } = (await page.evaluate(() => (window as unknown as PartnerWindow).sentEstimates))[0]!;
    expect(requestId).toMatch(/^MT-/);
    // The iframe has no alliance module, nor the alliance page after sending (spec §2).
    await form.getByRole('heading', { name: '見積り依頼が完了しました' }).waitFor();
    await expectNoAxeViolations(page, 'complete');

    // The URL never changed (spec §2), the page heard only of the step changes, sizes and the request id.
    expect(form.url()).toBe(url);
    const messages = await messagesOf(page);
    expect(new Set(messages.map((message) => message.origin))).toEqual(new Set([server.baseUrl]));
    expect(messages.filter((message) => message.data.type === 'hikkoshi:step-changed').length).toBeGreaterThanOrEqual(4);
    expect(messages.filter((message) => message.data.type === 'hikkoshi:estimate-sent')).toEqual([
      { origin: server.baseUrl, data: { type: 'hikkoshi:estimate-sent', requestId } },
    ]);
    const frameHeight = await page.locator('#estimate').evaluate((frame: HTMLIFrameElement) => frame.style.height);
    expect(frameHeight).toBe(`${await form.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height))}px`);
    await page.context().close();

    const stored = await server.query<{ partner_id: string; ab_patterns: unknown }>(
      'SELECT partner_id, ab_patterns FROM requests WHERE reference = $1',
      [requestId],
    );
    expect(stored).toEqual([{ partner_id: PARTNER, ab_patterns: {} }]);
  });

  it('served without its tokens, tells the visitor so in a browser alert, and shows no form (spec §8)', async () => {
    const { page, alert, errors } = await openFormWithoutTokens(browser, { ...VIEWPORTS[1]!.options, timezoneId: 'Asia/Tokyo' }, registered);
    expect(alert).toBe('alert: ページを正しく読み込めませんでした。お手数ですが、ページを再読み込みしてください。');
    await expect.poll(() => errors).toContain('API tokens are not defined');
    const form = await (await page.locator('#estimate').elementHandle())!.contentFrame();
    expect(await form!.locator('form').count()).toBe(0);
    await page.context().close();
  });
});
