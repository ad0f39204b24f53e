import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open.ts';
import { runPartnerCommand } from '../../server/embed/partner-commands.ts';
import { until } from '../support/until.ts';
import { removeAppData, startAppServer, type AppServer } from './support/appServer.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { englishVisitor, enterRouteByPostalCode, ENGLISH_PHONE_VIEWPORT, expectEnglishConfirmation, expectEnglishStep, fillEnglishContact } from './support/english.ts';
import { openFormWithoutTokens, partnerPage, startPartnerSite, type PartnerSite } from './support/partnerSite.ts';

const PARTNER = 'e2e-portal-en';

let server: AppServer;
let browser: Browser;
let partner: PartnerSite;

beforeAll(async () => {
  // The partner's page on localhost, the app on 127.0.0.1: the form is a third-party iframe, as in embed-mitsumori.test.ts.
  [partner, browser] = await Promise.all([startPartnerSite(() => partnerPage(server.baseUrl, PARTNER, '100%', 'en')), launchBrowser()]);
  server = await startAppServer({
    async prepare(dataDir) {
      const db = await openDatabase({ kind: 'pglite', dataDir });
      try {
        await runPartnerCommand(db, ['add', PARTNER, '--name', '不動産ポータル', '--origin', partner.origin], new Date());
      } finally {
        await db.close();
      }
    },
  });
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  if (server) await removeAppData(server);
});

/** The partner's page with the English form in its iframe. */
async function openPartnerPage(options: Parameters<typeof openPage>[1]): Promise<{ page: Page; form: Frame }> {
  const page = await openPage(browser, options);
  await page.goto(partner.origin);
  const form = await (await page.getByTitle('Moving estimates').elementHandle())!.contentFrame();
  return { page, form: form! };
}

describe('the embedded estimate form in English inside a partner page (issue 28)', () => {
  it.each(ENGLISH_PHONE_VIEWPORT)(
    'sends an estimate at $width px by the English labels, from an empty form to complete, axe clean and in English on every step',
    async ({ name: layout, width, options }) => {
      const { page, form } = await openPartnerPage(options);
      const person = englishVisitor(`embed-${layout}`);
      const check = (step: string, axe = true) => expectEnglishStep(page, `${step} at ${width} px`, { typed: [person.nameKana], shown: form, axe });
      const next = async (heading: string) => {
        await form.getByRole('button', { name: 'Next', exact: true }).click();
        await form.getByRole('heading', { name: heading }).waitFor();
      };
      await form.getByRole('heading', { name: 'Enter where you are moving from and to' }).waitFor();
      await check('step 1, empty', false);
      await enterRouteByPostalCode(form);
      // Quick booking cannot open inside the partner's page: its link opens a new tab, and says so in English.
      await form.getByRole('link', { name: 'Book now with Quick Booking (opens in a new tab)' }).waitFor();
      await check('step 1, filled by postal code');
      await next('Enter the date and your belongings');

      await form.getByRole('radio', { name: '2–3 people' }).check();
      await form.getByRole('term').first().waitFor();
      await check('step 2');
      await next('Enter your details and choose the companies');

      await form.getByRole('checkbox').first().waitFor();
      await check('step 3, empty', false);
      await fillEnglishContact(form, person, 'Phone number to reach you (no hyphens)');
      await check('step 3, filled');
      await next('Review');

      await form.getByText('Shinjuku, Shinjuku-ku, Tokyo', { exact: false }).first().waitFor();
      await form.getByText(`${person.name} (${person.nameKana})`).waitFor();
      await check('confirm');
      await form.getByRole('button', { name: 'Request estimates' }).click();
      await form.getByRole('heading', { name: 'Your estimate request is complete' }).waitFor();
      await check('complete');
      // The partner's page heard of the request, as it does from the Japanese form.
      const sentEstimates = () => page.evaluate(() => (window as unknown as { sentEstimates: { requestId: string }[] }).sentEstimates);
      await until('the partner page hears of the request', async () => (await sentEstimates()).length > 0, { timeoutMs: 15_000, intervalMs: 50 });
      const sent = await sentEstimates();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.requestId).toMatch(/^MT-/);
      await page.context().close();
      await expectEnglishConfirmation(server, person, `[Hikkoshi Hikaku] We have received your estimate request (reference ${sent[0]!.requestId})`);
    },
  );

  it('served without its tokens, tells the visitor so in English in a browser alert (spec §8)', async () => {
    const { page, alert } = await openFormWithoutTokens(browser, ENGLISH_PHONE_VIEWPORT[0]!.options, partner);
    expect(alert).toBe('alert: This page did not load correctly. Please reload the page.');
    await page.context().close();
  });
});
