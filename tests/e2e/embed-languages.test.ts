import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPartnerCommand } from '../../server/embed/partner-commands.ts';
import { until } from '../support/until.ts';
import { startAppServer, type AppServer } from './support/appServer.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { chooseRoute } from './support/bookingSteps.ts';
import { expectNoAxeViolations, launchBrowser, openPage, VIEWPORTS } from './support/browser.ts';
import { englishVisitor, enterRouteByPostalCode, ENGLISH_PHONE_VIEWPORT, expectEnglishConfirmation, expectEnglishStep, fillEnglishContact, keepPicture } from './support/english.ts';
import { confirmationIn, expectReadableIn, fillContactIn, visitorIn, wordsOf, type Walked } from './support/languageWalk.ts';
import { embeddedFormTitle, openFormWithoutTokens, partnerPage, startPartnerSite, type PartnerSite } from './support/partnerSite.ts';

const PARTNER = 'e2e-portal-en';

let server: AppServer;
let browser: Browser;
let partner: PartnerSite;
/** The language of the form the partner's page embeds (it chooses by the iframe's URL). */
let formLocale: Locale = 'en';

beforeAll(async () => {
  // The partner's page on localhost, the app on 127.0.0.1: the form is a third-party iframe, as in embed-mitsumori.test.ts.
  [partner, browser] = await Promise.all([startPartnerSite(() => partnerPage(server.baseUrl, PARTNER, '100%', formLocale)), launchBrowser()]);
  server = await startAppServer({
    prepare: (db) => runPartnerCommand(db, ['add', PARTNER, '--name', '不動産ポータル', '--origin', partner.origin], new Date()),
  });
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  if (server) await server.remove();
});

/** The partner's page with the form in `locale` (English unless given) in its iframe. */
async function openPartnerPage(options: Parameters<typeof openPage>[1], locale: Locale = 'en'): Promise<{ page: Page; form: Frame }> {
  formLocale = locale;
  const page = await openPage(browser, options);
  await page.goto(partner.origin);
  const form = await (await page.getByTitle(embeddedFormTitle(locale)).elementHandle())!.contentFrame();
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

/** The embedded form in Chinese on a phone and in Vietnamese on a PC: the widths a partner's page gives it. */
const EMBEDDED_WALKS = [
  { locale: 'zh', layout: 'mobile' },
  { locale: 'vi', layout: 'pc' },
] as const satisfies readonly { locale: Walked; layout: string }[];

describe('the embedded estimate form in Chinese and Vietnamese inside a partner page (issue 37)', () => {
  it.each(EMBEDDED_WALKS)('sends an estimate in $locale ($layout) by the labels of the language, from an empty form to complete, readable and axe clean on every step', async ({ locale, layout }) => {
    const options = { ...VIEWPORTS.find((viewport) => viewport.name === layout)!.options, timezoneId: 'Asia/Tokyo' };
    const { page, form } = await openPartnerPage(options, locale);
    const person = visitorIn(locale, `embed-${layout}`);
    const say = wordsOf(locale);
    const check = async (step: string, axe = true) => {
      const at = `the embedded form, ${step} (${locale}, ${options.viewport?.width ?? 0} px)`;
      await expectReadableIn(form, locale, at, [person.name, person.nameKana]);
      await keepPicture(page, form, `${locale} ${step}`);
      if (axe) await expectNoAxeViolations(page, at);
    };
    const next = async (heading: string) => {
      await form.getByRole('button', { name: say('次へ進む'), exact: true }).click();
      await form.getByRole('heading', { name: say(heading) }).waitFor();
    };
    await form.getByRole('heading', { name: say('引越し元と引越し先を入力してください') }).waitFor();
    await check('step 1, empty', false);
    await chooseRoute(form);
    await check('step 1, filled');
    await next('日程とお荷物を入力してください');
    await form.getByRole('radio', { name: say('2〜3名') }).check();
    await form.getByRole('term').first().waitFor();
    await check('step 2');
    await next('お客様情報と依頼先を入力してください');
    await form.getByRole('checkbox').first().waitFor();
    await fillContactIn(form, locale, person, '氏名', 'ご連絡先電話番号（ハイフンなし）');
    await check('step 3, filled');
    await next('入力内容の確認');
    await check('confirm');
    await form.getByRole('button', { name: say('この内容で見積りを依頼する') }).click();
    await form.getByRole('heading', { name: say('見積り依頼が完了しました') }).waitFor();
    await check('complete');
    await page.context().close();
    // The visitor's confirmation is in the language.
    await confirmationIn(server, locale, person, { id: '見積り依頼を受け付けました（受付番号 {reference}）', values: { reference: '' } });
  });
});
