import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { localizedPath, type Locale } from '../../../domain/i18n/locale.ts';
import { wordsOf } from './languageWalk.ts';

/** The iframe's title the README (and embed.js's comment) gives partners, in the form's language. */
export const embeddedFormTitle = (locale: Locale): string => wordsOf(locale)(locale === 'ja' ? '引越し見積もり' : '引越し一括見積もり');

/** A partner's page embedding our form with the documented snippet, on its own origin. */
export interface PartnerSite {
  /** e.g. `http://localhost:41234`: another site than the app's `127.0.0.1` for the browser. */
  origin: string;
  close(): Promise<void>;
}

/**
 * The embedder's page as README "Embedding the estimate form" tells partners to write it, plus a
 * record of what reaches the page: every message event (`window.partnerMessages`) and every
 * `hikkoshi:estimate-sent` event (`window.sentEstimates`). `width` is the iframe's width in px;
 * `locale` the form's language, which the partner chooses by the iframe's URL.
 */
export function partnerPage(appBaseUrl: string, partnerId: string, width = '100%', locale: Locale = 'ja'): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>不動産ポータル</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;font-family:sans-serif"><header style="padding:8px">不動産ポータル（パートナーのページ）</header>
<iframe id="estimate" src="${appBaseUrl}${localizedPath('/embed-mitsumori/', locale)}?partner=${partnerId}" title="${embeddedFormTitle(locale)}"
  referrerpolicy="strict-origin-when-cross-origin" style="width:${width};height:720px;border:0;display:block"></iframe>
<script src="${appBaseUrl}/embed.js" async></script>
<script>
  window.partnerMessages = [];
  window.sentEstimates = [];
  window.addEventListener('message', function (event) { window.partnerMessages.push({ origin: event.origin, data: event.data }); });
  document.addEventListener('hikkoshi:estimate-sent', function (event) { window.sentEstimates.push(event.detail); });
</script></body></html>`;
}

/** Serves the page `html()` gives at `/` on `localhost` (the app runs on 127.0.0.1, a different site). */
export async function startPartnerSite(html: () => string): Promise<PartnerSite> {
  const server: Server = createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(request.url === '/' ? html() : '');
  });
  server.listen(0, 'localhost');
  await once(server, 'listening');
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** What a visitor and the page's error reporting see of a form page that cannot start. */
export interface FormWithoutTokens {
  page: Page;
  /** The browser alert the form showed (dismissed), as 'alert: …'. */
  alert: string;
  /** The page errors thrown meanwhile: the start's failure still propagates, so it is reported. */
  errors: string[];
}

/**
 * Opens the partner's page with our form's page served without the key its writes are signed with,
 * as a page that lost its tokens would be (spec §8: 'API tokens are not defined').
 */
export async function openFormWithoutTokens(browser: Browser, options: BrowserContextOptions, site: PartnerSite): Promise<FormWithoutTokens> {
  const page = await (await browser.newContext(options)).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route((url) => url.pathname.endsWith('/embed-mitsumori/'), async (route) => {
    // Playwright takes the request before Chromium adds its Sec-Fetch headers, which it sends for a
    // frame's page and the server serves the form by (Sec-Fetch-Dest: iframe, with the partner's Referer).
    const headers = { ...(await route.request().allHeaders()), 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'cross-site' };
    const response = await route.fetch({ headers });
    const body = (await response.text()).replace(/<meta name="embed-signature"[^>]*>/u, '');
    if (!body.includes('<div id="root"')) throw new Error(`the form was not served to the iframe: ${body.slice(0, 300)}`);
    await route.fulfill({ response, body });
  });
  // The alert holds the frame, and so the page's load, until it is dismissed.
  const alert = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
  });
  await page.goto(site.origin, { waitUntil: 'commit' });
  return { page, alert: await alert, errors };
}
