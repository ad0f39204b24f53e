import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { ReservationFullModal } from './ReservationFullModal.tsx';

describeConformance('ReservationFullModal', {
  themeName: 'HkModalDialog',
  render: (props) => <ReservationFullModal open onClose={() => {}} onChooseAgain={() => {}} {...props} />,
});

describe('ReservationFullModal', () => {
  it('explains the full day and leads back to the calendar', async () => {
    const onChooseAgain = vi.fn();
    const onClose = vi.fn();
    const screen = await renderWithTheme(<ReservationFullModal open onClose={onClose} onChooseAgain={onChooseAgain} />);
    await expect.element(screen.getByRole('dialog', { name: '予約枠が埋まりました' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '別の日程・業者を選ぶ' }));
    expect(onChooseAgain).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
