import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BaggageModal, type BaggageModalProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { useBaggageHarness } from './support/BaggageHarness.tsx';
import { baggageArgs } from './support/baggageArgs.ts';

function StatefulBaggageModal(args: BaggageModalProps) {
  const { open, onClose, ...steps } = args;
  return <BaggageModal open={open} onClose={onClose} {...useBaggageHarness(steps)} />;
}

const meta = {
  title: 'Estimate/BaggageModal',
  component: BaggageModal,
  render: StatefulBaggageModal,
  args: { ...baggageArgs, open: true, onClose: fn() },
} satisfies Meta<typeof BaggageModal>;
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
