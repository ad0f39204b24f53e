import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { priceLinesOf, sumOf } from '../../domain/api/priceLines.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { JAPANESE_SCRIPT } from '../../domain/i18n/japaneseScript.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { PriceBreakdown } from './PriceBreakdown.tsx';

const parts: PricePart[] = [
  { code: 'base', label: '基本料金（2tロング）', amount: 38_000 },
  { code: 'distance', label: '距離料金（同一市区町村・約10km）', amount: 2_000 },
  { code: 'stairsFrom', label: '階段作業料（搬出・3階・エレベーターなし）', amount: 1_700 },
  { code: 'stairsTo', label: '階段作業料（搬入・4階・エレベーターなし）', amount: 3_400 },
];
const lines = priceLinesOf(parts);
const total = sumOf(parts);

describeConformance('PriceBreakdown', {
  themeName: 'HkPriceBreakdown',
  render: (props) => <PriceBreakdown lines={lines} total={total} defaultOpen {...props} />,
});

/** Amounts of a column of the table body, as numbers. */
function column(table: Element, index: number): number[] {
  return [...table.querySelectorAll('tbody tr')].map((row) => Number(row.querySelectorAll('td')[index]!.textContent!.replace(/\D/g, '')));
}

describe('PriceBreakdown', () => {
  it('opens into the lines it is given, the lines adding up to the total shown', async () => {
    const onOpenChange = vi.fn();
    const screen = await renderWithTheme(<PriceBreakdown lines={lines} total={total} onOpenChange={onOpenChange} />);
    const toggle = screen.getByRole('button', { name: '料金の内訳' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(onOpenChange).toHaveBeenCalledWith(true);
    const table = screen.getByRole('table', { name: '料金の内訳' });
    await expect.element(table).toBeVisible();
    await expect.element(screen.getByRole('row', { name: /階段/ })).toHaveTextContent('5,100円');
    await expect.element(screen.getByRole('row', { name: /合計/ })).toHaveTextContent('45,100円');
    expect(column(table.element(), 0).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('names the morning price and follows a controlled open state', async () => {
    const screen = await renderWithTheme(<PriceBreakdown lines={lines} total={total} slot="am" open={false} />);
    const toggle = screen.getByRole('button', { name: '午前便の料金の内訳' });
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('in the changed mode shows both prices line by line and marks the changed lines', async () => {
    const before = priceLinesOf(parts.slice(0, 3));
    const screen = await renderWithTheme(
      <PriceBreakdown lines={lines} total={total} previous={{ lines: before, total: sumOf(before) }} defaultOpen />,
    );
    const table = screen.getByRole('table', { name: '料金の内訳' }).element();
    expect(table.closest('[data-mode]')).toHaveAttribute('data-mode', 'changed');
    await expect.element(screen.getByRole('row', { name: /階段.*変更/ })).toHaveTextContent('1,700円5,100円');
    expect([...table.querySelectorAll('tr[data-changed="true"]')].map((row) => row.getAttribute('data-line'))).toEqual(['stairs']);
    expect(column(table, 0).reduce((a, b) => a + b, 0)).toBe(sumOf(before));
    expect(column(table, 1).reduce((a, b) => a + b, 0)).toBe(total);
  });

  it('names its subject in the disclosure and the table, so breakdowns side by side tell apart', async () => {
    const screen = await renderWithTheme(<PriceBreakdown lines={lines} total={total} subject="さくら引越センター" defaultOpen />);
    await expect.element(screen.getByRole('button', { name: '料金の内訳（さくら引越センター）' })).toBeVisible();
    await expect.element(screen.getByRole('table', { name: '料金の内訳（さくら引越センター）' })).toBeVisible();
  });
});

describe('PriceBreakdown on an English page (issue 28)', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('names each line in English with its amount, and none of the pricing engine’s Japanese detail', async () => {
    await activateLocale('en');
    const screen = await renderWithTheme(<PriceBreakdown lines={lines} total={total} subject="さくら引越センター" defaultOpen />);
    const table = screen.getByRole('table', { name: 'Price breakdown (さくら引越センター)' });
    await expect.element(table).toBeVisible();
    expect([...table.element().querySelectorAll('tbody th')].map((cell) => cell.textContent)).toEqual(['Base fare', 'Distance', 'Stairs']);
    await expect.element(screen.getByRole('row', { name: /Stairs/ })).toHaveTextContent('¥5,100');
    await expect.element(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('¥45,100');
    expect(table.element().textContent).not.toMatch(JAPANESE_SCRIPT);
  });

  it('shows the detail when the answer gave the parts in English', async () => {
    await activateLocale('en');
    const english = priceLinesOf([{ code: 'base', label: 'Base fare (2t long-body truck)', amount: 38_000 }]);
    const screen = await renderWithTheme(<PriceBreakdown lines={english} total={38_000} defaultOpen />);
    await expect.element(screen.getByRole('row', { name: /Base fare/ })).toHaveTextContent('Base fareBase fare (2t long-body truck)¥38,000');
  });

  it('marks the changed lines in English beside the previous price', async () => {
    await activateLocale('en');
    const previous = { lines: priceLinesOf(parts.slice(0, 2)), total: 40_000 };
    const screen = await renderWithTheme(<PriceBreakdown lines={lines} total={total} previous={previous} defaultOpen />);
    await expect.element(screen.getByRole('columnheader', { name: 'Before' })).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'After' })).toBeVisible();
    await expect.element(screen.getByRole('row', { name: /Stairs/ })).toHaveTextContent('StairsChanged¥0¥5,100');
  });
});
