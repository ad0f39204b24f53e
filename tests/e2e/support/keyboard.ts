import type { Locator, Page } from 'playwright-core';

const MAX_TABS = 200;

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses Tab until `locator` has the focus; fails when the keyboard cannot reach it. */
export async function tabTo(page: Page, locator: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(locator)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

/** Reaches a native select with Tab and moves its choice with the arrow keys until `accept` holds. */
export async function chooseWithKeys(page: Page, select: Locator, accept: (value: string) => boolean): Promise<void> {
  await tabTo(page, select);
  for (let presses = 0; presses < 100; presses += 1) {
    if (accept(await select.inputValue())) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`no acceptable choice in ${select.toString()}`);
}

/** Reaches a radio group with Tab and checks the radio labelled `label` with Space or the arrow keys. */
export async function checkRadioWithKeys(page: Page, name: string, label: string): Promise<void> {
  const target = page.getByLabel(label, { exact: true });
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    const inGroup = await page.evaluate((group) => (document.activeElement as HTMLInputElement | null)?.name === group, name);
    if (inGroup) break;
    await page.keyboard.press('Tab');
  }
  if (await isFocused(target)) await page.keyboard.press('Space');
  for (let presses = 0; presses < 10 && !(await target.isChecked()); presses += 1) await page.keyboard.press('ArrowRight');
  if (!(await target.isChecked())) throw new Error(`could not check ${label} with the keyboard`);
}

export async function pressButtonWithKeys(page: Page, button: Locator): Promise<void> {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
}

export async function typeWithKeys(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
