import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { CannotReserveModal } from './CannotReserveModal.tsx';

describeConformance('CannotReserveModal', {
  themeName: 'HkModalDialog',
  render: (props) => <CannotReserveModal open onClose={() => {}} onChooseAgain={() => {}} {...props} />,
});

describe('CannotReserveModal', () => {
  it('leads back to choosing the day and company', async () => {
    const onChooseAgain = vi.fn();
    const screen = await renderWithTheme(<CannotReserveModal open onClose={() => {}} onChooseAgain={onChooseAgain} />);
    await expect.element(screen.getByRole('dialog', { name: '変更後の内容ではご予約いただけません' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '日程・業者を選び直す' }));
    expect(onChooseAgain).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', async () => {
    const screen = await renderWithTheme(<CannotReserveModal open={false} onClose={() => {}} onChooseAgain={() => {}} />);
    expect(screen.getByRole('dialog').query()).toBeNull();
  });
});
