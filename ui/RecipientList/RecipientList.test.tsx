import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { priceLinesOf, sumOf, type PricePart } from '../../domain/api/priceLines.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { RecipientList } from './RecipientList.tsx';
import type { Recipient } from './RecipientList.types.ts';

const parts: PricePart[] = [
  { code: 'base', label: '基本料金（2tロング）', amount: 38_000 },
  { code: 'distance', label: '距離料金（同一都道府県・約30km）', amount: 3_400 },
  { code: 'weekend', label: '土日料金', amount: 2_100 },
];
const recipients: Recipient[] = [
  { id: 'c001', name: 'さくら引越センター', price: sumOf(parts), priceLines: priceLinesOf(parts) },
  { id: 'c002', name: 'あおぞら運輸', price: null },
];

describeConformance('RecipientList', {
  themeName: 'HkRecipientList',
  render: (props) => <RecipientList recipients={recipients} label="依頼した引越し業者" {...props} />,
});

describe('RecipientList', () => {
  it('lists every company as an item named by it, a price where one is given and the unpriced label where not', async () => {
    const screen = await renderWithTheme(<RecipientList recipients={recipients} label="依頼した引越し業者" priceLabel="概算" unpricedLabel="訪問・電話で見積り" />);
    const list = screen.getByRole('list', { name: '依頼した引越し業者' });
    await expect.element(list.getByRole('listitem', { name: 'さくら引越センター' })).toBeVisible();
    await expect.element(list.getByRole('listitem', { name: 'あおぞら運輸' })).toBeVisible();
    const items = list.getByRole('listitem').elements();
    expect(items[0]).toHaveTextContent('概算43,500円');
    expect(items[0]!.querySelector('data')).toHaveAttribute('value', '43500');
    expect(items[0]).toHaveAttribute('data-priced', 'true');
    expect(items[1]).toHaveTextContent('訪問・電話で見積り');
    expect(items[1]!.querySelector('data')).toBeNull();
    expect(items[1]).toHaveAttribute('data-priced', 'false');
  });

  it("opens a price into its lines, named after the company, adding up to the price", async () => {
    const screen = await renderWithTheme(<RecipientList recipients={recipients} label="依頼した引越し業者" />);
    await userEvent.click(screen.getByRole('button', { name: '料金の内訳（さくら引越センター）' }));
    const table = screen.getByRole('table', { name: '料金の内訳（さくら引越センター）' });
    await expect.element(table).toBeVisible();
    const amounts = [...table.element().querySelectorAll('tbody td')].map((cell) => Number(cell.textContent!.replace(/\D/g, '')));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(43_500);
  });

  it('shows no price at all for companies given without one (the estimate confirm page)', async () => {
    const screen = await renderWithTheme(<RecipientList recipients={[{ id: 'c003', name: 'みどりエクスプレス' }]} label="見積りを依頼する引越し業者" defaultLinesOpen />);
    const item = screen.getByRole('listitem').element();
    expect(item).toHaveTextContent(/^みどりエクスプレス$/);
    expect(screen.getByRole('button').elements()).toHaveLength(0);
  });
});
