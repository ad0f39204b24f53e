import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseFirstCompany, fillStep1, fillStep2, fillStep3, visitor, type Visitor } from './support/bookingSteps.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { englishVisitor, enterRouteByPostalCode, ENGLISH_PHONE_VIEWPORT, expectEnglishConfirmation, expectEnglishStep, fillEnglishContact } from './support/english.ts';
import { fileSession } from './support/fileSession.ts';
import { chooseLanguage } from './support/languageMenu.ts';
import { expectNoJapaneseText } from './support/japaneseText.ts';

// The server opens the migrated template instead of creating its database: half its start.
const e2e = fileSession();

/** Checks a step of the walk (axe too unless `axe` is false). */
type Check = (where: string, axe?: boolean) => Promise<void>;

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Step 1 in English: the route by postal code (the address in romaji), one person. */
async function fillEnglishStep1(page: Page, check: Check): Promise<void> {
  await page.getByRole('heading', { name: 'Enter where you are moving from and to' }).waitFor();
  await check('step 1, empty', false);
  await enterRouteByPostalCode(page);
  await page.getByRole('radio', { name: '1 person (living alone)' }).check();
  await check('step 1, filled by postal code');
  await next(page);
}

/** Step 2 in English: detached houses where a truck can park, the street address at the origin. */
async function fillEnglishStep2(page: Page, check: Check): Promise<void> {
  await page.getByRole('heading', { name: 'Tell us about the building you are moving from' }).waitFor();
  await check('step 2, empty', false);
  await page.getByRole('textbox', { name: 'Street address and building name (optional)' }).fill('1-2-3');
  await page.getByRole('radio', { name: 'Detached house' }).check();
  await page.getByRole('radio', { name: 'A truck can park' }).check();
  await check('step 2, the origin filled');
  await next(page);
  await page.getByRole('heading', { name: 'Tell us about the building you are moving to' }).waitFor();
  await page.getByRole('radio', { name: 'Detached house' }).check();
  await page.getByRole('radio', { name: 'A truck can park' }).check();
  await page.getByRole('radio', { name: 'Not newly built' }).check();
  await check('step 2, the destination filled');
  await next(page);
}

/** Step 3 in English: the default belongings through the 7 parts (axe on the first and the last, whose controls differ), nothing else. */
async function fillEnglishStep3(page: Page, check: Check): Promise<void> {
  for (let part = 1; part <= 7; part += 1) {
    await page.getByRole('progressbar', { name: `Belongings ${part} of 7` }).waitFor();
    await check(`step 3, belongings ${part} of 7`, part === 1);
    if (part < 7) await next(page);
  }
  await page.getByRole('radio', { name: 'No', exact: true }).check();
  await check('step 3, belongings 7 of 7 answered');
  await page.getByRole('button', { name: 'Find moving companies' }).click();
}

/** Step 4 in English: the calendar opens on a day; the first company listed for it is chosen. Returns its name. */
async function chooseFirstEnglishCompany(page: Page, check: Check): Promise<string> {
  await page.getByRole('heading', { name: 'Choose the moving date and company' }).waitFor();
  await page.getByRole('button', { name: /^\w+day, \w+ \d+, \d{4}, .*lowest price ¥[\d,]+$/, pressed: true }).waitFor();
  const company = page.getByRole('article').first();
  await company.waitFor();
  await check('step 4');
  const name = (await company.getAttribute('aria-label')) ?? '';
  await company.getByRole('button', { name: 'Choose this company' }).click();
  return name;
}

describe('quick booking in English (issue 28)', () => {
  it.each(ENGLISH_PHONE_VIEWPORT)(
    'books a company at $width px by the English labels, from an empty form to the complete page, axe clean and in English on every step',
    async ({ name: layout, width, options }) => {
      const page = await openPage(e2e.browser, options);
      const person = englishVisitor(`quick-${layout}`);
      const check: Check = (step, axe = true) => expectEnglishStep(page, `${step} at ${width} px`, { typed: [person.nameKana], axe });
      await page.goto(`${e2e.server.baseUrl}/en/kantan-yoyaku/`);
      await fillEnglishStep1(page, check);
      await page.waitForURL('**/en/kantan-yoyaku/step2/');
      await fillEnglishStep2(page, check);
      await page.waitForURL('**/en/kantan-yoyaku/step3/');
      await fillEnglishStep3(page, check);
      await page.waitForURL('**/en/kantan-yoyaku/step4/');
      const company = await chooseFirstEnglishCompany(page, check);

      await page.waitForURL('**/en/kantan-yoyaku/step5/');
      await page.getByRole('heading', { name: 'Enter your details' }).waitFor();
      await check('step 5, empty', false);
      await fillEnglishContact(page, person, 'Phone number (no hyphens)');
      await check('step 5, filled');
      await page.getByRole('button', { name: 'Review' }).click();

      await page.waitForURL('**/en/kantan-yoyaku/confirm/');
      const review = page.getByRole('region', { name: 'Review' });
      await review.getByText('Shinjuku, Shinjuku-ku, Tokyo', { exact: false }).waitFor();
      await review.getByText(company, { exact: true }).waitFor();
      await review.getByText(`${person.name} (${person.nameKana})`).waitFor();
      await check('confirm');
      await page.getByRole('button', { name: 'Book with these details' }).click();

      await page.waitForURL('**/en/kantan-yoyaku/complete/');
      await page.getByRole('heading', { name: 'We have received your booking' }).waitFor();
      const reference = await page.getByTestId('reservation-id').innerText();
      expect(reference).toMatch(/^KY-/);
      await page.getByText(/^Held until: \w{3}, \w{3} \d+, \d{4}, \d+:\d{2} [AP]M Japan Time$/).waitFor();
      await check('complete');
      await page.context().close();
      await expectEnglishConfirmation(e2e.server, person, `[Hikkoshi Hikaku] We have received your Quick Booking (booking ${reference})`);
    },
  );
});

/** Step 5 of the Japanese page with the contact typed: the route chosen from the lists, the first company. Returns the company. */
async function japaneseStep5Typed(page: Page, person: Visitor): Promise<string> {
  await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
  await fillStep1(page);
  await fillStep2(page);
  await fillStep3(page);
  const company = await chooseFirstCompany(page);
  await page.getByRole('heading', { name: 'お客様情報を入力してください' }).waitFor();
  await page.getByLabel('お名前').fill(person.name);
  await page.getByLabel('フリガナ（全角カナ）').fill(person.nameKana);
  await page.getByLabel('電話番号（ハイフンなし）').fill(person.tel);
  await page.getByLabel('メールアドレス').fill(person.email);
  return company;
}

describe('the language menu of quick booking (issue 28)', () => {
  it('takes step 5 to English with the contact as typed, and confirm back to Japanese with every input; the booking goes through', async () => {
    const page = await openPage(e2e.browser, VIEWPORTS[0]!.options);
    const person = visitor('quick-switch');
    const company = await japaneseStep5Typed(page, person);

    await chooseLanguage(page, 'English');
    await page.waitForURL(`${e2e.server.baseUrl}/en/kantan-yoyaku/step5/`);
    await page.getByRole('heading', { name: 'Enter your details' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(person.name);
    expect(await page.getByRole('textbox', { name: 'Name in katakana' }).inputValue()).toBe(person.nameKana);
    expect(await page.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe(person.email);
    expect(await page.getByRole('textbox', { name: 'Phone number (no hyphens)' }).inputValue()).toBe(person.tel);
    await expectNoJapaneseText(page, 'step 5 after the switch', [person.name, person.nameKana]);
    await page.getByRole('button', { name: 'Review' }).click();
    await page.waitForURL('**/en/kantan-yoyaku/confirm/');
    await page.getByText(`${person.name} (${person.nameKana})`).waitFor();
    await page.getByText(company, { exact: true }).waitFor();
    await expectNoJapaneseText(page, 'confirm after the switch', [person.name, person.nameKana]);

    await chooseLanguage(page, '日本語');
    await page.waitForURL(`${e2e.server.baseUrl}/kantan-yoyaku/confirm/`);
    await page.getByRole('heading', { name: '入力内容の確認' }).waitFor();
    for (const shown of [`${person.name}（${person.nameKana}）`, person.email, company]) await page.getByText(shown, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'この内容で予約する' }).click();
    await page.waitForURL('**/kantan-yoyaku/complete/');
    await page.context().close();
  });
});
