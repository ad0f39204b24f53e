import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSession } from './support/fileSession.ts';
import { bookUpToConfirm, fillStep1, fillStep2, fillStep3, fillStep5, reserve, visitor } from './support/bookingSteps.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { expectLinesAddUpTo, yen } from './support/priceLines.ts';

// The product as `npm start` runs it on a fresh machine: this walk books on the embedded database,
// where the other files use the PostgreSQL server when CI has one (startAppServer).
const e2e = fileSession({}, { embedded: true });

describe.each(VIEWPORTS)('quick-booking prices open into lines that add up ($name)', ({ name, options }) => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(e2e.browser, options);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('on the calendar card, in the detail modal, on confirm, and the complete page states the booked price', async () => {
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await fillStep1(page);
    await fillStep2(page);
    await fillStep3(page);
    await page.waitForURL('**/kantan-yoyaku/step4/');
    const card = page.locator('article').first();
    await card.waitFor();
    const price = yen(await card.locator('data').innerText());
    await card.getByRole('button', { name: '料金の内訳' }).click();
    await expectLinesAddUpTo(card.getByRole('table', { name: '料金の内訳' }), price);

    await card.getByRole('button', { name: /詳細を見る/ }).click();
    const dialog = page.getByRole('dialog');
    await expectLinesAddUpTo(dialog.getByRole('table', { name: '料金の内訳' }), price);
    await dialog.getByRole('button', { name: '閉じる' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: /を選ぶ$/ }).click();
    await fillStep5(page, visitor(`lines-${name}`));
    const confirmLines = page.getByRole('region', { name: '予約内容' }).getByRole('table', { name: '料金の内訳' });
    await expectLinesAddUpTo(confirmLines, price);
    expect(yen(await page.getByTestId('confirm-price').innerText())).toBe(price);

    await reserve(page);
    await page.waitForURL('**/kantan-yoyaku/complete/');
    const statement = await page.getByTestId('booked-price').innerText();
    expect(statement).toContain('表示された料金');
    expect(yen(statement.split('円')[0]!)).toBe(price);
  });
});

describe('a price change after an edit shows which lines changed (pc)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await openPage(e2e.browser, VIEWPORTS[0]!.options);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('lists the changed lines in the notice, and confirm shows the new lines adding up to the new price', async () => {
    await page.goto(`${e2e.server.baseUrl}/kantan-yoyaku/`);
    await bookUpToConfirm(page, visitor('lines-edit'));
    await page.getByRole('button', { name: 'お荷物を変更する' }).click();
    await page.waitForURL('**/kantan-yoyaku/step3/');
    await page.getByText('1 / 7').waitFor();
    const firstCount = page.getByRole('textbox').first();
    await firstCount.fill('9');
    await firstCount.blur();
    await fillStep3(page);
    await page.waitForURL('**/kantan-yoyaku/confirm/');
    const notice = page.getByRole('alert').filter({ hasText: '料金が変更されました' });
    await notice.waitFor();
    const changed = await notice.getByRole('list', { name: '変わった項目' }).getByRole('listitem').allInnerTexts();
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.every((line) => /^(基本料金|距離|時期|曜日・祝日|午前便|階段|タワーマンション|駐車)：[\d,]+円 → [\d,]+円$/.test(line))).toBe(true);
    const price = yen(await page.getByTestId('confirm-price').innerText());
    await expectLinesAddUpTo(page.getByRole('region', { name: '予約内容' }).getByRole('table', { name: '料金の内訳' }), price);
  });
});
