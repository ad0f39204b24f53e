import type { Page } from 'playwright-core';
import { selectWhenListed } from './bookingSteps.ts';

export { selectWhenListed };

/** The move of the estimate e2e tests: Chiyoda-ku (Tokyo) to Yokohama (Kanagawa), two people with their default belongings. */
export async function fillMove(page: Page): Promise<void> {
  await selectWhenListed(page, '#from-prefecture', { value: '13' });
  await selectWhenListed(page, '#from-city', { value: '13101' });
  await selectWhenListed(page, '#from-district', { index: 1 });
  await page.getByLabel('番地・建物名（任意）').first().fill('1-2-3');
  await selectWhenListed(page, '#to-prefecture', { value: '14' });
  await selectWhenListed(page, '#to-city', { index: 1 });
  await page.getByLabel('2〜3名').check();
  await page.getByRole('term').first().waitFor();
}

/** Waits until the company list shows the companies found for the move (preselected). */
export async function waitForCompanies(page: Page): Promise<void> {
  await page.locator('[data-state="ready"]').first().waitFor();
}
