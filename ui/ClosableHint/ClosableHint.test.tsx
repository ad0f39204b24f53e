import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { ClosableHint } from './ClosableHint.tsx';

describeConformance('ClosableHint', {
  themeName: 'HkClosableHint',
  render: (props) => <ClosableHint open onClose={() => {}} {...props}>郵便番号を入力すると住所が自動で入ります</ClosableHint>,
});

describe('ClosableHint', () => {
  it('closes from its button and renders nothing once closed', async () => {
    const onClose = vi.fn();
    const screen = await renderWithTheme(<ClosableHint open onClose={onClose}>ヒント</ClosableHint>);
    await userEvent.click(screen.getByRole('button', { name: 'ヒントを閉じる' }));
    expect(onClose).toHaveBeenCalledOnce();
    screen.rerender(<ClosableHint open={false} onClose={onClose}>ヒント</ClosableHint>);
    await expect.element(screen.getByRole('note')).not.toBeInTheDocument();
  });
});
