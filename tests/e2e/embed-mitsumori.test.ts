import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { runPartnerCommand } from '../../server/embed/partner-commands.ts';
import { removeAppData, startAppServer, type AppServer } from './support/appServer.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { partnerPage, startPartnerSite, type PartnerSite } from './support/partnerSite.ts';

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
    startPartnerSite(() => partnerPage(server.baseUrl, PARTNER)),
    startPartnerSite(() => partnerPage(server.baseUrl, PARTNER)),
    launchBrowser(),
  ]);
  server = await startAppServer({
    async prepare(dataDir) {
      const db = await openDatabase({ kind: 'pglite', dataDir });
      try {
        await runPartnerCommand(db, ['add', PARTNER, '--name', '不動産ポータル', '--origin', registered.origin], new Date());
      } finally {
        await db.close();
      }
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([registered?.close(), unregistered?.close()]);
  if (server) await removeAppData(server);
});

/** The partner's page with our form in its iframe, once the form has rendered. */
async function openPartnerPage(site: PartnerSite, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; form: Frame }> {
  const page = await openPage(browser, { viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  await page.goto(site.origin);
  const form = await (await page.locator('#estimate').elementHandle())!.contentFrame();
  return { page, form: form! };
}

const messagesOf = (page: Page) => page.evaluate(() => (window as unknown as PartnerWindow).partnerMessages);

describe('the estimate form in a partner page (another site)', () => {
  it('is framed for the registered origin and sizes its iframe to the content through postMessage', async () => {
    const { page, form } = await openPartnerPage(registered);
    await form.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(async () => (await messagesOf(page)).some((message) => message.data.type === 'hikkoshi:resize')).toBe(true);
    const resizes = (await messagesOf(page)).filter((message) => message.data.type === 'hikkoshi:resize');
    expect(new Set(resizes.map((message) => message.origin))).toEqual(new Set([server.baseUrl]));
    const contentHeight = await form.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    await expect.poll(() => page.locator('#estimate').evaluate((frame: HTMLIFrameElement) => frame.style.height)).toBe(`${contentHeight}px`);
    await page.context().close();
  });

  it('cannot be framed by an origin the partner did not register', async () => {
    const { page, form } = await openPartnerPage(unregistered);
    await page.waitForLoadState('load');
    await expect.poll(() => form.url()).toMatch(/^chrome-error:/);
    expect(await form.locator('#root').count()).toBe(0);
    expect(await messagesOf(page)).toEqual([]);
    await page.context().close();
  });
});
