import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { priceLinesOf } from '../../domain/api/priceLines.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { PriceChangeToast } from './PriceChangeToast.tsx';

describeConformance('PriceChangeToast', {
  themeName: 'HkPriceChangeToast',
  render: (props) => <PriceChangeToast open previousPrice={48_400} currentPrice={52_800} onClose={() => {}} {...props} />,
});

describe('PriceChangeToast', () => {
  it('shows the previous and the current price with separators and closes from its button', async () => {
    const onClose = vi.fn();
    const screen = await renderWithTheme(<PriceChangeToast open previousPrice={48_400} currentPrice={52_800} onClose={onClose} />);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('料金が変更されました');
    await expect.element(alert).toHaveTextContent('変更前 48,400円 → 変更後 52,800円');
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lists the lines that changed, each with its two amounts, and only those', async () => {
    const before = priceLinesOf([
      { code: 'base', label: '基本料金（2tロング）', amount: 42_400 },
      { code: 'distance', label: '距離料金（同一市区町村・約10km）', amount: 6_000 },
    ]);
    const after = priceLinesOf([
      { code: 'base', label: '基本料金（3t）', amount: 45_800 },
      { code: 'distance', label: '距離料金（同一市区町村・約10km）', amount: 6_000 },
      { code: 'towerTo', label: 'タワーマンション作業料（搬入）', amount: 1_000 },
    ]);
    const screen = await renderWithTheme(
      <PriceChangeToast open previousPrice={48_400} currentPrice={52_800} previousLines={before} currentLines={after} onClose={() => {}} />,
    );
    const list = screen.getByRole('list', { name: '変わった項目' });
    await expect.element(list).toHaveTextContent('基本料金：42,400円 → 45,800円');
    await expect.element(list).toHaveTextContent('タワーマンション：0円 → 1,000円');
    expect(list.element().querySelectorAll('li')).toHaveLength(2);
  });

  it('shows nothing while closed', async () => {
    const screen = await renderWithTheme(<PriceChangeToast open={false} previousPrice={1} currentPrice={2} onClose={() => {}} />);
    expect(screen.getByRole('alert').query()).toBeNull();
  });
});
