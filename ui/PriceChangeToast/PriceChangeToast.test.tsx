import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
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

  it('shows nothing while closed', async () => {
    const screen = await renderWithTheme(<PriceChangeToast open={false} previousPrice={1} currentPrice={2} onClose={() => {}} />);
    expect(screen.getByRole('alert').query()).toBeNull();
  });
});
