import { describe, expect, it } from 'vitest';
import { englishVisitor, enterRouteByPostalCode, ENGLISH_PHONE_VIEWPORT, expectEnglishConfirmation, expectEnglishStep, fillEnglishContact } from './support/english.ts';
import { openPage } from './support/browser.ts';
import { fileSession } from './support/fileSession.ts';

// The server opens the migrated template instead of creating its database: half its start.
const e2e = fileSession();

describe('the reservation in English (issue 28)', () => {
  it.each(ENGLISH_PHONE_VIEWPORT)(
    'asks two companies for a provisional reservation at $width px by the English labels, from an empty form to complete, axe clean and in English on every step',
    async ({ name: layout, width, options }) => {
      const page = await openPage(e2e.browser, options);
      const person = englishVisitor(`reservation-${layout}`);
      const check = (step: string, axe = true) => expectEnglishStep(page, `${step} at ${width} px`, { typed: [person.nameKana], axe });
      const next = (name = 'Next') => page.getByRole('button', { name, exact: true }).click();
      await page.goto(`${e2e.server.baseUrl}/en/reservation/`);
      await page.getByRole('heading', { name: 'Tell us about your move' }).waitFor();
      await check('step 1, empty', false);
      await enterRouteByPostalCode(page);
      // The street address is required in this flow: next says so, in English.
      await next();
      await page.getByText('Please enter the street address (block and number).').waitFor();
      await check('step 1 refused without the street address');
      await page.getByRole('textbox', { name: 'Street address and building name', exact: true }).fill('1-2-3');
      await page.getByRole('radio', { name: 'Afternoon' }).check();
      await page.getByRole('radio', { name: '2–3 people' }).check();
      await next();

      await page.waitForURL('**/en/reservation/step2/');
      await page.getByRole('heading', { name: 'Check your belongings' }).waitFor();
      await page.getByRole('term').first().waitFor();
      await check('step 2');
      await next();

      await page.waitForURL('**/en/reservation/step3/');
      await page.getByRole('heading', { name: 'Enter your details' }).waitFor();
      await check('step 3, empty', false);
      await fillEnglishContact(page, person, 'Phone number to reach you (no hyphens)');
      await check('step 3, filled');
      await next();

      await page.waitForURL('**/en/reservation/step4/');
      const companies = page.getByRole('group', { name: 'Moving companies for your provisional reservation' });
      await companies.getByRole('checkbox').first().waitFor();
      await check('step 4');
      for (const index of [0, 1]) await companies.getByRole('checkbox').nth(index).check();
      await companies.getByText('2 companies selected (up to 3)').waitFor();
      await next('Review');

      await page.waitForURL('**/en/reservation/kakunin/');
      await page.getByRole('heading', { name: 'Review', exact: true }).waitFor();
      await page.getByText('1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022').waitFor();
      await page.getByText(/\(preferred time: Afternoon\)$/).waitFor();
      await page.getByText('Your request goes only to these 2 companies.').waitFor();
      await check('confirm');
      await page.getByRole('button', { name: 'Request a provisional reservation' }).click();

      await page.waitForURL('**/en/reservation/kanryo/');
      await page.getByRole('heading', { name: 'Your provisional reservation request is complete' }).waitFor();
      await page.getByRole('heading', { name: 'Moving companies asked for a provisional reservation (2)' }).waitFor();
      const reference = await page.getByTestId('request-id').innerText();
      expect(reference).toMatch(/^RV-/);
      await check('complete');
      await page.context().close();
      await expectEnglishConfirmation(e2e.server, person, `[Hikkoshi Hikaku] We have received your provisional reservation request (reference ${reference})`);
    },
  );
});
