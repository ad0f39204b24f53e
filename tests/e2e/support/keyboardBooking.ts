import type { Page } from 'playwright-core';
import type { Visitor } from './bookingSteps.ts';
import { checkRadioWithKeys, chooseWithKeys, pressButtonWithKeys, typeWithKeys } from './keyboard.ts';

const next = (page: Page) => page.getByRole('button', { name: '次へ進む' });
const optionsListed = (page: Page, selector: string) => page.locator(`${selector} option`).nth(1).waitFor({ state: 'attached' });

/** ui/ radio groups are named by React's useId, so the group is read off the radio with `label`. */
async function checkLabelledRadioWithKeys(page: Page, label: string): Promise<void> {
  const group = await page.getByLabel(label, { exact: true }).getAttribute('name');
  if (!group) throw new Error(`the radio ${label} has no group name`);
  await checkRadioWithKeys(page, group, label);
}

/** The whole booking with key presses only: Tab, arrows, Space, Enter and typing. */
export async function bookWithKeyboard(page: Page, person: Visitor): Promise<void> {
  await chooseWithKeys(page, page.locator('#from-prefecture'), (value) => value === '13');
  await optionsListed(page, '#from-city');
  await chooseWithKeys(page, page.locator('#from-city'), (value) => value !== '');
  await optionsListed(page, '#from-district');
  await chooseWithKeys(page, page.locator('#from-district'), (value) => value !== '');
  await chooseWithKeys(page, page.locator('#to-prefecture'), (value) => value === '14');
  await optionsListed(page, '#to-city');
  await chooseWithKeys(page, page.locator('#to-city'), (value) => value !== '');
  await checkRadioWithKeys(page, 'headCount', '1名（単身）');
  await pressButtonWithKeys(page, next(page));

  for (const end of ['引越し元', '引越し先'] as const) {
    await page.getByRole('heading', { name: `${end}の建物について教えてください` }).waitFor();
    await checkLabelledRadioWithKeys(page, '一戸建て');
    await checkLabelledRadioWithKeys(page, '駐車可能');
    if (end === '引越し先') await checkLabelledRadioWithKeys(page, '新築ではない');
    await pressButtonWithKeys(page, next(page));
  }

  for (let subStep = 1; subStep < 7; subStep += 1) {
    await page.getByText(`${subStep} / 7`).waitFor();
    await pressButtonWithKeys(page, page.getByRole('button', { name: '次へ', exact: true }));
  }
  await page.getByText('7 / 7').waitFor();
  await checkLabelledRadioWithKeys(page, 'なし');
  await pressButtonWithKeys(page, page.getByRole('button', { name: '引越し業者を探す' }));

  await page.getByRole('heading', { name: '引越し日と業者を選んでください' }).waitFor();
  await pressButtonWithKeys(page, page.locator('article').first().getByRole('button', { name: 'この業者を選ぶ' }));

  await page.getByRole('heading', { name: 'お客様情報を入力してください' }).waitFor();
  await typeWithKeys(page, page.getByLabel('お名前'), person.name);
  await typeWithKeys(page, page.getByLabel('フリガナ（全角カナ）'), person.nameKana);
  await typeWithKeys(page, page.getByLabel('電話番号（ハイフンなし）'), person.tel);
  await typeWithKeys(page, page.getByLabel('メールアドレス'), person.email);
  await pressButtonWithKeys(page, page.getByRole('button', { name: '確認画面へ進む' }));

  await page.getByRole('heading', { name: '入力内容の確認' }).waitFor();
  await pressButtonWithKeys(page, page.getByRole('button', { name: 'この内容で予約する' }));
}
