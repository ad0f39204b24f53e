import type { Frame, Page } from 'playwright-core';
import type { ContactPreference } from '../../../domain/options/contactPreference.ts';
import { CONTACT_WINDOW_OPTIONS, optionLabel } from '../../../domain/options/index.ts';
import type { Visitor } from './bookingSteps.ts';

/** The contact section the estimate, embedded and reservation forms share: name, reading, e-mail and phone. */
export async function fillContact(page: Page | Frame, person: Visitor): Promise<void> {
  await page.getByLabel('氏名').fill(person.name);
  await page.getByLabel('フリガナ', { exact: false }).fill(person.nameKana);
  await page.getByLabel('メールアドレス').fill(person.email);
  await page.getByLabel('ご連絡先電話番号', { exact: false }).fill(person.tel);
}

/** Chooses how companies may contact the visitor, as a visitor does in the contact section. */
export async function chooseContactPreference(page: Page, preference: ContactPreference): Promise<void> {
  await page.getByRole('radio', { name: preference.method === 'phone' ? 'メールと電話' : 'メールのみ' }).check();
  for (const window of preference.windows) await page.getByRole('checkbox', { name: optionLabel(CONTACT_WINDOW_OPTIONS, window) }).check();
}

/** The contact choice the confirm and complete pages read back (ui/ContactPreferenceSummary): the method's label and the windows' labels. */
export async function shownContactPreference(page: Page): Promise<{ method: string; windows: string[] }> {
  const summary = page.getByRole('group', { name: 'ご連絡方法' });
  await summary.waitFor();
  return {
    method: await summary.locator('strong').innerText(),
    windows: await summary.getByRole('listitem').allInnerTexts(),
  };
}
