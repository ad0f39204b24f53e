import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceChangeToast } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Feedback/PriceChangeToast',
  component: PriceChangeToast,
  args: { open: true, previousPrice: 48_400, currentPrice: 52_800, onClose: fn() },
} satisfies Meta<typeof PriceChangeToast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceUp: Story = {};

export const PriceDown: Story = { args: { previousPrice: 52_800, currentPrice: 45_100 } };

export const Mobile: Story = { globals: mobileGlobals };

export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('変更前 48,400円 → 変更後 52,800円');
    await userEvent.click(canvas.getByRole('button', { name: '閉じる' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
