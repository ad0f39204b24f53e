import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { BelongingsModal, type BelongingsModalProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { useBelongingsHarness } from './support/BelongingsHarness.tsx';
import { belongingsArgs } from './support/belongingsArgs.ts';
import { containing } from './support/storyText.ts';

/** The progress line of a sub-step, as the steps show it. */
const progressOf = (step: number) => t({ id: '荷物の入力 {step} / {steps}', values: { step, steps: 7 } });

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
    const dialog = within(await within(document.body).findByRole('dialog', { name: containing(t('荷物の量を入力')) }));
    await userEvent.click(dialog.getByRole('button', { name: t('次へ') }));
    await expect(dialog.getByText(progressOf(2))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('戻る') }));
    await expect(dialog.getByText(progressOf(1))).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
