import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../domain/format/phone.ts';
import { visitor } from './support/bookingSteps.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { fillContact } from './support/contactSection.ts';
import { englishVisitor, enterRouteByPostalCode, ENGLISH_VIEWPORTS, expectEnglishConfirmation, expectEnglishStep, fillEnglishContact } from './support/english.ts';
import { fillMove, waitForCompanies } from './support/estimateSteps.ts';
import { fileSession } from './support/fileSession.ts';
import { chooseLanguage } from './support/languageMenu.ts';
import { expectNoJapaneseText } from './support/japaneseText.ts';

// The server opens the migrated template instead of creating its database: half its start.
const e2e = fileSession();

const PHONE = 'Phone number to reach you (no hyphens)';

describe('the estimate form in English (issue 28)', () => {
  it.concurrent.each(ENGLISH_VIEWPORTS)(
    'requests estimates at $width px by the English labels (PC in steps, the phone on one page), from an empty form to complete, axe clean and in English throughout',
    async ({ name: layout, width, options }) => {
      const page = await openPage(e2e.browser, options);
      const person = englishVisitor(`estimate-${layout}`);
      const check = (step: string, axe = true) => expectEnglishStep(page, `${step} at ${width} px`, { typed: [person.nameKana], axe });
      await page.goto(`${e2e.server.baseUrl}/en/mitsumori/`);
      await page.getByRole('heading', { name: layout === 'pc' ? 'Tell us about your move' : 'Request moving estimates' }).waitFor();
      await check('step 1, empty', false);
      await enterRouteByPostalCode(page);
      await page.getByRole('radio', { name: '2–3 people' }).check();
      await page.getByRole('term').first().waitFor();
      if (layout === 'pc') {
        await check('step 1, filled by postal code');
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await page.waitForURL('**/en/mitsumori/step2/');
        await page.getByRole('heading', { name: 'Enter your details and choose the companies' }).waitFor();
      } else {
        // The phone asks first whether to book the route at once with quick booking.
        await page.getByRole('heading', { name: 'You can book this route right away with Quick Booking' }).waitFor();
        await check('the one page, filled by postal code, asked about quick booking');
        await page.getByRole('button', { name: 'Continue and request estimates' }).click();
      }
      await waitForCompanies(page);
      await check(layout === 'pc' ? 'step 2, empty' : 'the one page with the contact part', false);
      await fillEnglishContact(page, person, PHONE);
      await page.getByRole('radio', { name: 'Email and phone' }).check();
      await page.getByRole('checkbox', { name: 'Weekdays, evening (5–8 p.m.)' }).check();
      await check(layout === 'pc' ? 'step 2, filled' : 'the one page, filled');
      await page.getByRole('button', { name: layout === 'pc' ? 'Next' : 'Review', exact: true }).click();

      await page.waitForURL('**/en/mitsumori/kakunin/');
      await page.getByRole('heading', { name: 'Review', exact: true }).waitFor();
      await page.getByText('Shinjuku, Shinjuku-ku, Tokyo', { exact: false }).first().waitFor();
      await page.getByText(`${person.name} (${person.nameKana})`).waitFor();
      await check('confirm');
      await page.getByRole('button', { name: 'Request estimates' }).click();

      await page.waitForURL('**/en/mitsumori/kanryo/');
      await page.getByRole('heading', { name: 'We have received your estimate request' }).waitFor();
      await check('the partner services page');
      await page.getByRole('button', { name: 'Finish without applying' }).click();
      await page.getByRole('heading', { name: 'Your estimate request is complete' }).waitFor();
      await page.getByRole('heading', { name: /^Moving companies asked for an estimate \(\d+\)$/ }).waitFor();
      await check('complete');
      await page.context().close();
      await expectEnglishConfirmation(e2e.server, person, /^\[Hikkoshi Hikaku\] We have received your estimate request \(reference MT-[0-9A-Z]{10}\)$/);
    },
  );
});

describe('the language menu of the estimate form (issue 28)', () => {
  it('takes step 2 to English with the contact as typed, and confirm back to Japanese with every input; the request goes through', async () => {
    const page = await openPage(e2e.browser, { ...VIEWPORTS[0]!.options, timezoneId: 'Asia/Tokyo' });
    const person = visitor('estimate-switch');
    const otherRequests = '午前中に伺ってほしいです';
    await page.goto(`${e2e.server.baseUrl}/mitsumori/`);
    await fillMove(page);
    await page.getByRole('button', { name: '次へ進む' }).click();
    await page.waitForURL('**/mitsumori/step2/');
    await waitForCompanies(page);
    await fillContact(page, person);
    await page.getByRole('textbox', { name: /その他ご要望/ }).fill(otherRequests);

    await chooseLanguage(page, 'English');
    await page.waitForURL(`${e2e.server.baseUrl}/en/mitsumori/step2/`);
    await page.getByRole('heading', { name: 'Enter your details and choose the companies' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(person.name);
    expect(await page.getByRole('textbox', { name: 'Name in katakana' }).inputValue()).toBe(person.nameKana);
    expect(await page.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe(person.email);
    expect(await page.getByRole('textbox', { name: PHONE }).inputValue()).toBe(person.tel);
    expect(await page.getByRole('textbox', { name: 'Other requests (optional)' }).inputValue()).toBe(otherRequests);
    await waitForCompanies(page);
    // What the page shows besides the inputs (the companies and partner services answered) is in English too.
    await expectNoJapaneseText(page, 'step 2 after the switch', [person.name, person.nameKana, otherRequests]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/en/mitsumori/kakunin/');
    await page.getByText(`${person.name} (${person.nameKana})`).waitFor();
    await expectNoJapaneseText(page, 'confirm after the switch', [person.name, person.nameKana, otherRequests]);

    await chooseLanguage(page, '日本語');
    await page.waitForURL(`${e2e.server.baseUrl}/mitsumori/kakunin/`);
    await page.getByRole('heading', { name: '入力内容の確認' }).waitFor();
    for (const shown of [person.name, person.email, formatPhone(person.tel), otherRequests]) await page.getByText(shown, { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'この内容で見積りを依頼する' }).click();
    await page.getByRole('heading', { name: '見積り依頼を受け付けました' }).waitFor();
    await page.context().close();
  });
});
