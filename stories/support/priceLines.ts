import { expect, within } from 'storybook/test';

/** '38,000円' → 38000. */
function yen(text: string | null): number {
  return Number((text ?? '').replace(/[^0-9]/g, ''));
}

/**
 * The lines a breakdown table shows add up exactly to the total it shows (in the changed mode:
 * the current column to the current total, the previous column to the previous total).
 */
export async function expectLinesAddUp(table: HTMLElement): Promise<void> {
  const rows = within(table).getAllByRole('row');
  const body = rows.filter((row) => row.closest('tbody'));
  const total = rows.find((row) => row.closest('tfoot'))!;
  const amounts = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => yen(cell.textContent));
  const columns = amounts(total).length;
  await expect(body.length).toBeGreaterThan(0);
  for (let column = 0; column < columns; column++) {
    const sum = body.reduce((acc, row) => acc + amounts(row)[column]!, 0);
    await expect(sum).toBe(amounts(total)[column]);
  }
}
