import type { Page } from 'playwright-core';
import type { ContactPreference } from '../../../domain/options/contactPreference.ts';
import { selectWhenListed, type Visitor } from './bookingSteps.ts';
import { chooseContactPreference, fillContact } from './contactSection.ts';

/** Step 1 of the reservation: Chiyoda-ku (Tokyo) to Yokohama (Kanagawa), the house number, two people; the date stays at its default unless given ('yyyy-MM-dd'). */
export async function fillReservationStep1(page: Page, date?: string): Promise<void> {
  await selectWhenListed(page, '#from-prefecture', { value: '13' });
  await selectWhenListed(page, '#from-city', { value: '13101' });
  await selectWhenListed(page, '#from-district', { index: 1 });
  await page.getByLabel('番地・建物名', { exact: true }).fill('1-2-3');
  await selectWhenListed(page, '#to-prefecture', { value: '14' });
  await selectWhenListed(page, '#to-city', { index: 1 });
  if (date !== undefined) await page.locator('#movingDate').fill(date);
  await page.getByLabel('2〜3名').check();
}

/**
 * From an empty step 1 to step 4 (or the no-hit page); `onStep` runs on steps 2 and 3 once they
 * show (the axe checks); `contact` is chosen on step 3 (else the default, e-mail only, stays).
 */
export async function reservationToStep4(
  page: Page,
  person: Visitor,
  options: { date?: string; contact?: ContactPreference; onStep?: (step: string) => Promise<void> } = {},
): Promise<void> {
  const { date, contact, onStep = () => Promise.resolve() } = options;
  await fillReservationStep1(page, date);
  await page.getByRole('button', { name: '次へ進む' }).click();
  await page.waitForURL('**/reservation/step2/');
  await page.getByRole('term').first().waitFor();
  await onStep('step 2');
  await page.getByRole('button', { name: '次へ進む' }).click();
  await page.waitForURL('**/reservation/step3/');
  await onStep('step 3');
  await fillContact(page, person);
  if (contact) await chooseContactPreference(page, contact);
  await page.getByRole('button', { name: '次へ進む' }).click();
  await page.waitForURL(/\/reservation\/step4\//);
}

/** Ticks the first `count` companies of the list. */
export async function chooseCompanies(page: Page, count: number): Promise<void> {
  await page.locator('[data-state="ready"]').first().waitFor();
  const boxes = companyBoxes(page);
  for (let index = 0; index < count; index += 1) await boxes.nth(index).check();
}

/** The company list of step 4. */
export function companyList(page: Page) {
  return page.getByRole('group', { name: '仮予約を依頼する引越し業者' });
}

/** The company checkboxes of step 4. */
export function companyBoxes(page: Page) {
  return companyList(page).getByRole('checkbox');
}
