import type { Frame, Page } from 'playwright-core';
import type { CompanyAvailabilityRequest } from '../../../domain/api/quickBooking.ts';

/** A visitor's answers for one booking. */
export interface Visitor {
  name: string;
  nameKana: string;
  tel: string;
  email: string;
}

/** A visitor with an e-mail and a phone number of their own, derived from `suffix`. */
export function visitor(suffix: string): Visitor {
  const hash = [...suffix].reduce((sum, char, index) => (sum * 31 + char.charCodeAt(0) * (index + 1)) % 10_000, 7);
  const digits = String(hash).padStart(4, '0');
  return { name: '山田太郎', nameKana: 'ヤマダタロウ', tel: `0901234${digits}`, email: `taro.${suffix}@example.jp` };
}

/** Chooses an option of a select once it is listed (city and district lists load after their parent); in a page or a frame. */
export async function selectWhenListed(page: Page | Frame, selector: string, value: { value: string } | { index: number }): Promise<void> {
  const select = page.locator(selector);
  if ('value' in value) await select.locator(`option[value="${value.value}"]`).waitFor({ state: 'attached' });
  else await select.locator('option').nth(value.index).waitFor({ state: 'attached' });
  await select.selectOption(value);
}

/** The route of the e2e tests, in either flow's address fields: Chiyoda-ku (Tokyo) to Yokohama (Kanagawa). */
export async function chooseRoute(page: Page | Frame): Promise<void> {
  await selectWhenListed(page, '#from-prefecture', { value: '13' });
  await selectWhenListed(page, '#from-city', { value: '13101' });
  await selectWhenListed(page, '#from-district', { index: 1 });
  await selectWhenListed(page, '#to-prefecture', { value: '14' });
  await selectWhenListed(page, '#to-city', { index: 1 });
}

/** Step 1: the route, floor plans left at 1R, one person. */
export async function fillStep1(page: Page): Promise<void> {
  await chooseRoute(page);
  await page.getByLabel('1名（単身）').check();
  await page.getByRole('button', { name: '次へ進む' }).click();
}

/**
 * Step 2: detached houses, parking possible at the origin and `destinationParking` at the
 * destination; `beforeNext` runs on the destination part before its next is pressed.
 */
export async function fillStep2(page: Page, destinationParking = '駐車可能', beforeNext: () => Promise<unknown> = async () => undefined): Promise<void> {
  await page.getByRole('heading', { name: '引越し元の建物について教えてください' }).waitFor();
  await page.getByLabel('番地・建物名', { exact: false }).fill('1-2-3');
  await page.getByLabel('一戸建て').check();
  await page.getByLabel('駐車可能').check();
  await page.getByRole('button', { name: '次へ進む' }).click();
  await page.getByRole('heading', { name: '引越し先の建物について教えてください' }).waitFor();
  await page.getByLabel('一戸建て').check();
  await page.getByLabel(destinationParking).check();
  await page.getByLabel('新築ではない').check();
  await beforeNext();
  await page.getByRole('button', { name: '次へ進む' }).click();
}

/** Step 3: the default counts for one person through the 7 sub-steps, no other belongings; ends on the calendar. */
export async function fillStep3(page: Page): Promise<void> {
  for (let subStep = 1; subStep < 7; subStep += 1) {
    await page.getByText(`${subStep} / 7`).waitFor();
    await page.getByRole('button', { name: '次へ', exact: true }).click();
  }
  await page.getByText('7 / 7').waitFor();
  await page.getByLabel('なし', { exact: true }).check();
  await page.getByRole('button', { name: /業者を探す|変更を確定する/ }).click();
}

/** Step 4: the first company of the day the search opened on. Returns its name. */
export async function chooseFirstCompany(page: Page): Promise<string> {
  await page.getByRole('heading', { name: '引越し日と業者を選んでください' }).waitFor();
  const card = page.locator('article').first();
  await card.waitFor();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: /を選ぶ$/ }).click();
  return name;
}

export async function fillStep5(page: Page, person: Visitor): Promise<void> {
  await page.getByRole('heading', { name: 'お客様情報を入力してください' }).waitFor();
  await page.getByLabel('お名前').fill(person.name);
  await page.getByLabel('フリガナ（全角カナ）').fill(person.nameKana);
  await page.getByLabel('電話番号（ハイフンなし）').fill(person.tel);
  await page.getByLabel('メールアドレス').fill(person.email);
  await page.getByRole('button', { name: '確認画面へ進む' }).click();
  await page.getByRole('heading', { name: '入力内容の確認' }).waitFor();
}

export async function reserve(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'この内容で予約する' }).click();
}

/** From an empty form to the confirm page. */
export async function bookUpToConfirm(page: Page, person: Visitor): Promise<string> {
  await fillStep1(page);
  await fillStep2(page);
  await fillStep3(page);
  const company = await chooseFirstCompany(page);
  await fillStep5(page, person);
  return company;
}

/** Steps 1 to 3 of quick booking from its start, ending on the calendar: the move the page searched companies for. */
export async function searchedQuickMove(page: Page, baseUrl: string): Promise<CompanyAvailabilityRequest> {
  await page.goto(`${baseUrl}/kantan-yoyaku/`);
  await fillStep1(page);
  await fillStep2(page);
  const searched = page.waitForRequest((request) => request.url().endsWith('/api/kantan-yoyaku/company-availability/'));
  await fillStep3(page);
  const move = (await searched).postDataJSON() as CompanyAvailabilityRequest;
  await page.waitForURL('**/kantan-yoyaku/step4/');
  return move;
}
