import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseRoute, visitor, type Visitor } from './support/bookingSteps.ts';
import { expectNoAxeViolations, openPage, VIEWPORTS } from './support/browser.ts';
import { fileSession } from './support/fileSession.ts';
import { keepPicture } from './support/english.ts';
import { chooseLanguage } from './support/languageMenu.ts';
import { confirmationIn, expectReadableIn, fillContactIn, visitorIn, WALKED, wordsOf, type Walked } from './support/languageWalk.ts';
import { waitForCompanies } from './support/estimateSteps.ts';

// The server opens the migrated template instead of creating its database: half its start.
const e2e = fileSession();

/** A phone, as most foreign residents open the site (issue 37), in Japan time. */
const PHONE = { ...VIEWPORTS.find((viewport) => viewport.name === 'mobile')!.options, timezoneId: 'Asia/Tokyo' };

/** The walk's check of a step: readable to the language's reader, and (unless `axe` is false) axe clean. */
type Check = (where: string, axe?: boolean) => Promise<void>;

/** A page of `locale` at `options`, and the check of its steps (pictures kept with E2E_SCREENSHOT_DIR). */
async function walkIn(locale: Walked, options: typeof PHONE, person: Visitor): Promise<{ page: Page; check: Check }> {
  const page = await openPage(e2e.browser, options);
  const width = options.viewport?.width ?? 0;
  const check: Check = async (where, axe = true) => {
    const at = `${where} (${locale}, ${width} px)`;
    await expectReadableIn(page, locale, at, [person.name, person.nameKana]);
    await keepPicture(page, page, `${locale} ${where}`);
    if (axe) await expectNoAxeViolations(page, at);
  };
  return { page, check };
}

/** The PC layout, in Japan time. */
const PC = { ...VIEWPORTS.find((viewport) => viewport.name === 'pc')!.options, timezoneId: 'Asia/Tokyo' };

/**
 * Quick booking from an empty form to the complete page by the visible labels of `locale` (read from
 * its catalogue), checking each step. Returns the company chosen.
 */
async function bookQuickly(page: Page, locale: Walked, person: Visitor, check: Check): Promise<string> {
  const say = wordsOf(locale);
  const next = () => page.getByRole('button', { name: say('次へ進む'), exact: true }).click();
  await page.goto(`${e2e.server.baseUrl}/${locale}/kantan-yoyaku/`);
  await page.getByRole('heading', { name: say('引越し元と引越し先を入力してください') }).waitFor();
  await check('step 1, empty', false);
  await chooseRoute(page);
  await page.getByRole('radio', { name: say('1名（単身）') }).check();
  await check('step 1, filled');
  await next();

  await page.getByRole('heading', { name: say('引越し元の建物について教えてください') }).waitFor();
  await page.getByRole('radio', { name: say('一戸建て') }).check();
  await page.getByRole('radio', { name: say('駐車可能') }).check();
  await check('step 2, the origin');
  await next();
  await page.getByRole('heading', { name: say('引越し先の建物について教えてください') }).waitFor();
  await page.getByRole('radio', { name: say('一戸建て') }).check();
  await page.getByRole('radio', { name: say('駐車可能') }).check();
  await page.getByRole('radio', { name: say('新築ではない') }).check();
  await next();

  for (let part = 1; part <= 7; part += 1) {
    await page.getByRole('progressbar', { name: say({ id: '荷物の入力 {step} / {steps}', values: { step: part, steps: 7 } }) }).waitFor();
    if (part === 1) await check('step 3, belongings 1 of 7');
    if (part < 7) await page.getByRole('button', { name: say('次へ'), exact: true }).click();
  }
  await page.getByRole('radio', { name: say('なし'), exact: true }).check();
  await check('step 3, belongings 7 of 7');
  await page.getByRole('button', { name: say('引越し業者を探す') }).click();

  await page.getByRole('heading', { name: say('引越し日と業者を選んでください') }).waitFor();
  const card = page.getByRole('article').first();
  await card.waitFor();
  await check('step 4');
  const company = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: say('この業者を選ぶ') }).click();

  await page.getByRole('heading', { name: say('お客様情報を入力してください') }).waitFor();
  await check('step 5, empty', false);
  await fillContactIn(page, locale, person, 'お名前', '電話番号（ハイフンなし）');
  await check('step 5, filled');
  await page.getByRole('button', { name: say('確認画面へ進む') }).click();

  await page.getByRole('heading', { name: say('入力内容の確認') }).waitFor();
  await check('confirm');
  await page.getByRole('button', { name: say('この内容で予約する') }).click();
  await page.getByRole('heading', { name: say('ご予約を受け付けました') }).waitFor();
  await check('complete');
  return company;
}

/**
 * The estimate from an empty form to complete by the labels of `locale`: on a PC in two steps, on a
 * phone on one page (which first offers quick booking for the route).
 */
async function requestEstimates(page: Page, locale: Walked, layout: 'phone' | 'pc', person: Visitor, check: Check): Promise<void> {
  const say = wordsOf(locale);
  await page.goto(`${e2e.server.baseUrl}/${locale}/mitsumori/`);
  await page.getByRole('heading', { name: say(layout === 'pc' ? 'お引越しの情報を入力してください' : '引越し見積もりの入力') }).waitFor();
  await check('step 1, empty', false);
  await chooseRoute(page);
  await page.getByRole('radio', { name: say('2〜3名') }).check();
  if (layout === 'pc') {
    await page.getByRole('term').first().waitFor();
    await check('step 1, filled');
    await page.getByRole('button', { name: say('次へ進む'), exact: true }).click();
    await page.getByRole('heading', { name: say('お客様情報と依頼先を入力してください') }).waitFor();
  } else {
    // The phone asks first whether to book the route at once with quick booking.
    await page.getByRole('heading', { name: say('この区間は「かんたん予約」ですぐに予約できます') }).waitFor();
    await page.getByRole('button', { name: say('このまま一括見積りを依頼する') }).click();
    await page.getByRole('term').first().waitFor();
  }
  await waitForCompanies(page);
  await fillContactIn(page, locale, person, '氏名', 'ご連絡先電話番号（ハイフンなし）');
  await page.getByRole('radio', { name: say('メールと電話') }).check();
  await page.getByRole('checkbox', { name: say('平日 夜（17〜20時）') }).check();
  await check(layout === 'pc' ? 'step 2, filled' : 'the one page, filled');
  await page.getByRole('button', { name: say(layout === 'pc' ? '次へ進む' : '確認画面へ進む'), exact: true }).click();
  await page.getByRole('heading', { name: say('入力内容の確認'), exact: true }).waitFor();
  await check('confirm');
  await page.getByRole('button', { name: say('この内容で見積りを依頼する') }).click();
  await page.getByRole('heading', { name: say('見積り依頼を受け付けました') }).waitFor();
  await check('the partner services page');
  await page.getByRole('button', { name: say('申し込まずに完了する') }).click();
  await page.getByRole('heading', { name: say('見積り依頼が完了しました') }).waitFor();
  await check('complete');
}

/** The provisional reservation with two companies, from an empty form to complete, by the labels of `locale`. */
async function reserve(page: Page, locale: Walked, person: Visitor, check: Check): Promise<void> {
  const say = wordsOf(locale);
  const next = (name = '次へ進む') => page.getByRole('button', { name: say(name), exact: true }).click();
  await page.goto(`${e2e.server.baseUrl}/${locale}/reservation/`);
  await page.getByRole('heading', { name: say('お引越しの情報を入力してください') }).waitFor();
  await check('step 1, empty', false);
  await chooseRoute(page);
  // The street address is required in this flow: next says so, in the language.
  await next();
  await page.getByText(say('番地を入力してください。')).first().waitFor();
  await page.getByRole('textbox', { name: say('番地・建物名'), exact: true }).fill('1-2-3');
  await page.getByRole('radio', { name: say('午後') }).check();
  await page.getByRole('radio', { name: say('2〜3名') }).check();
  await check('step 1, filled');
  await next();
  await page.getByRole('heading', { name: say('お荷物の量を確認してください') }).waitFor();
  await page.getByRole('term').first().waitFor();
  await check('step 2');
  await next();
  await page.getByRole('heading', { name: say('お客様情報を入力してください') }).waitFor();
  await fillContactIn(page, locale, person, '氏名', 'ご連絡先電話番号（ハイフンなし）');
  await check('step 3, filled');
  await next();
  const companies = page.getByRole('group', { name: say('仮予約を依頼する引越し業者') });
  await companies.getByRole('checkbox').first().waitFor();
  await check('step 4');
  for (const index of [0, 1]) await companies.getByRole('checkbox').nth(index).check();
  await next('確認画面へ進む');
  await page.getByRole('heading', { name: say('入力内容の確認'), exact: true }).waitFor();
  await check('confirm');
  await page.getByRole('button', { name: say('この内容で仮予約を依頼する') }).click();
  await page.getByRole('heading', { name: say('仮予約の依頼が完了しました') }).waitFor();
  await check('complete');
}

/**
 * Reports a wording from the footer of the page shown (issue 37): refused without the words, then
 * sent, with the receipt the page shows. Returns the report's number.
 */
async function reportWording(page: Page, locale: Walked, check: Check, wording: string): Promise<string> {
  const say = wordsOf(locale);
  await page.getByRole('contentinfo').getByRole('button', { name: say('翻訳の誤りを報告する') }).click();
  const dialog = page.getByRole('dialog', { name: say('翻訳の誤りを報告する') });
  await dialog.getByRole('button', { name: say('送信する') }).click();
  await dialog.getByText(say('おかしいと思った文言を入力してください。')).waitFor();
  await dialog.getByRole('textbox', { name: say('おかしいと思った文言') }).fill(wording);
  await check('the wording report');
  await dialog.getByRole('button', { name: say('送信する') }).click();
  const received = page.getByRole('dialog', { name: say('報告を受け付けました') });
  await received.waitFor();
  const receipt = /WR-[0-9A-Z]{10}/.exec((await received.textContent()) ?? '')?.[0];
  expect(receipt, 'the report number shown').toBeDefined();
  await check('the wording report, received');
  await received.getByRole('button', { name: say('閉じる') }).last().click();
  return receipt!;
}

describe.each(WALKED)('the flows in %s (issue 37)', (locale) => {
  const say = wordsOf(locale);

  it('books on a phone by the labels of the language, every step readable and axe clean, mails the visitor in the language, and cancels from their page', async () => {
    const person = visitorIn(locale, 'quick-phone');
    const { page, check } = await walkIn(locale, PHONE, person);
    await bookQuickly(page, locale, person, check);

    const mail = await confirmationIn(e2e.server, locale, person, { id: 'かんたん予約を受け付けました（予約番号 {reference}）', values: { reference: '' } });
    await page.goto(mail.link);
    await page.getByRole('heading', { name: say('ご予約の確認・変更・キャンセル') }).waitFor();
    await check('the visitor’s page');
    await page.getByRole('button', { name: say('ご予約をキャンセルする') }).click();
    const dialog = page.getByRole('dialog', { name: say('ご予約をキャンセルしますか') });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: say('キャンセルする'), exact: true }).click();
    await page.getByText(say('ご予約をキャンセルしました。引越し業者にもお伝えしました。')).waitFor();
    await check('the visitor’s page, cancelled');
    await page.context().close();
  });

  it('requests estimates on a phone (the one page) by the labels of the language, from an empty form to complete', async () => {
    const person = visitorIn(locale, 'estimate');
    const { page, check } = await walkIn(locale, PHONE, person);
    await requestEstimates(page, locale, 'phone', person, check);
    await page.context().close();
    await confirmationIn(e2e.server, locale, person, { id: '見積り依頼を受け付けました（受付番号 {reference}）', values: { reference: '' } });
  });

  it('asks two companies for a provisional reservation on a phone by the labels of the language', async () => {
    const person = visitorIn(locale, 'reservation');
    const { page, check } = await walkIn(locale, PHONE, person);
    await reserve(page, locale, person, check);
    await page.context().close();
    await confirmationIn(e2e.server, locale, person, { id: '仮予約の依頼を受け付けました（受付番号 {reference}）', values: { reference: '' } });
  });
});

/**
 * The PC layout is the phone's laid out wider (one set of steps and components, no text shown at one
 * width only), and the estimate's steps on a PC are its own: each flow walked once at 1280 px, quick
 * booking in Chinese (whose lines break differently from the Latin scripts), the estimate's steps and
 * the reservation in Vietnamese (whose words run longest).
 */
describe('the flows on a PC (issue 37)', () => {
  it('books quickly in Chinese by the labels of the language, every step readable and axe clean', async () => {
    const person = visitorIn('zh', 'quick-pc');
    const { page, check } = await walkIn('zh', PC, person);
    await bookQuickly(page, 'zh', person, check);
    await page.context().close();
  });

  it('requests estimates in Vietnamese in the PC steps, and reports a wording from the footer, which reaches the operator', async () => {
    const person = visitorIn('vi', 'estimate-pc');
    const { page, check } = await walkIn('vi', PC, person);
    await requestEstimates(page, 'vi', 'pc', person, check);
    const receipt = await reportWording(page, 'vi', check, 'Nhận báo giá từ nhiều công ty');
    await page.context().close();
    expect(await e2e.server.operate('wordings', ['list', '--language', 'vi'])).toMatch(new RegExp(`^${receipt}  vi  /vi/mitsumori/\\S*  `, 'm'));
  });

  it('asks two companies for a provisional reservation in Vietnamese', async () => {
    const person = visitorIn('vi', 'reservation-pc');
    const { page, check } = await walkIn('vi', PC, person);
    await reserve(page, 'vi', person, check);
    await page.context().close();
  });
});

describe('the language menu (issue 37)', () => {
  it('takes quick booking’s step 5 to Chinese with the contact as typed, and on to Vietnamese', async () => {
    const page = await openPage(e2e.browser, PHONE);
    const person = visitor('language-menu');
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    const ja = wordsOf('ja');
    await chooseRoute(page);
    await page.getByRole('radio', { name: ja('1名（単身）') }).check();
    await page.getByRole('button', { name: ja('次へ進む') }).click();
    for (const end of ['引越し元の建物について教えてください', '引越し先の建物について教えてください']) {
      await page.getByRole('heading', { name: end }).waitFor();
      await page.getByRole('radio', { name: '一戸建て' }).check();
      await page.getByRole('radio', { name: '駐車可能' }).check();
      if (end.startsWith('引越し先')) await page.getByRole('radio', { name: '新築ではない' }).check();
      await page.getByRole('button', { name: '次へ進む' }).click();
    }
    for (let part = 1; part < 7; part += 1) await page.getByRole('button', { name: '次へ', exact: true }).click();
    await page.getByRole('radio', { name: 'なし', exact: true }).check();
    await page.getByRole('button', { name: '引越し業者を探す' }).click();
    await page.getByRole('article').first().getByRole('button', { name: 'この業者を選ぶ' }).click();
    await page.getByRole('heading', { name: 'お客様情報を入力してください' }).waitFor();
    await page.getByRole('textbox', { name: 'お名前', exact: true }).fill(person.name);
    await page.getByRole('textbox', { name: 'フリガナ（全角カナ）' }).fill(person.nameKana);
    await page.getByRole('textbox', { name: 'メールアドレス' }).fill(person.email);

    for (const [locale, language] of [['zh', '简体中文'], ['vi', 'Tiếng Việt']] as const) {
      await chooseLanguage(page, language);
      await page.waitForURL(`${e2e.server.baseUrl}/${locale}/kantan-yoyaku/step5/`);
      const say = wordsOf(locale);
      await page.getByRole('heading', { name: say('お客様情報を入力してください') }).waitFor();
      expect(await page.getByRole('textbox', { name: say('お名前'), exact: true }).inputValue()).toBe(person.name);
      expect(await page.getByRole('textbox', { name: say('フリガナ（全角カナ）') }).inputValue()).toBe(person.nameKana);
      expect(await page.getByRole('textbox', { name: say('メールアドレス') }).inputValue()).toBe(person.email);
    }
    await page.context().close();
  });
});
