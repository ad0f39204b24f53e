import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BelongingsModal, type BelongingsModalProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { useBelongingsHarness } from './support/BelongingsHarness.tsx';
import { belongingsArgs } from './support/belongingsArgs.ts';

function StatefulBelongingsModal(args: BelongingsModalProps) {
  const { open, onClose, ...steps } = args;
  return <BelongingsModal open={open} onClose={onClose} {...useBelongingsHarness(steps)} />;
}

const meta = {
  title: 'Estimate/BelongingsModal',
  component: BelongingsModal,
  render: StatefulBelongingsModal,
  args: { ...belongingsArgs, open: true, onClose: fn() },
} satisfies Meta<typeof BelongingsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const MobileFullScreen: Story = { globals: mobileGlobals };

export const StepForwardAndBack: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: /荷物の量を入力/ }));
    await userEvent.click(dialog.getByRole('button', { name: '次へ' }));
    await expect(dialog.getByText('荷物の入力 2 / 7')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '戻る' }));
    await expect(dialog.getByText('荷物の入力 1 / 7')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
