import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** '48,400円' (or '概算48,400円') → 48400. */
export function yen(text: string): number {
  return Number(text.replace(/[^0-9]/g, ''));
}

/** A breakdown table as shown: each line's amount (the last column) and the total in its footer. */
async function shownLines(table: Locator): Promise<{ lines: number[]; total: number }> {
  await table.waitFor();
  const lines = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td:last-of-type')?.textContent ?? ''));
  const total = await table.locator('tfoot td').last().innerText();
  return { lines: lines.map(yen), total: yen(total) };
}

/** The lines shown add up exactly to the total shown, which is `price`. */
export async function expectLinesAddUpTo(table: Locator, price: number): Promise<void> {
  const { lines, total } = await shownLines(table);
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.reduce((sum, amount) => sum + amount, 0)).toBe(total);
  expect(total).toBe(price);
}

/** The name an element takes from the element its aria-labelledby names (a list item named by its company). */
function accessibleNameOf(element: Locator): Promise<string> {
  return element.evaluate((node) => document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
}

/**
 * Each company of a ui/RecipientList (confirm and complete pages): its name and the price shown
 * (null for none); every price opened into its lines (where they are not open already), which must add up to it.
 */
export async function recipientsWithCheckedLines(list: Locator): Promise<{ name: string; price: number | null }[]> {
  await list.waitFor();
  const recipients: { name: string; price: number | null }[] = [];
  for (const item of await list.getByRole('listitem').all()) {
    const name = await accessibleNameOf(item);
    const shownPrice = item.locator('data');
    const price = (await shownPrice.count()) > 0 ? yen(await shownPrice.innerText()) : null;
    if (price !== null) {
      const toggle = item.getByRole('button', { name: `料金の内訳（${name}）` });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expectLinesAddUpTo(item.getByRole('table', { name: `料金の内訳（${name}）` }), price);
    }
    recipients.push({ name, price });
  }
  return recipients;
}
