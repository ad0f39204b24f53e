import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PriceChangeToast } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { SATURDAY_FREE, SATURDAY_FREE_AFTER_EDIT } from './fixtures/prices.ts';

const meta = {
  title: 'Feedback/PriceChangeToast',
  component: PriceChangeToast,
  args: { open: true, previousPrice: 48_400, currentPrice: 52_800, onClose: fn() },
} satisfies Meta<typeof PriceChangeToast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PriceUp: Story = {};

export const PriceDown: Story = { args: { previousPrice: 52_800, currentPrice: 45_100 } };

export const WithChangedLines: Story = {
  args: {
    previousPrice: SATURDAY_FREE.total,
    currentPrice: SATURDAY_FREE_AFTER_EDIT.total,
    previousLines: SATURDAY_FREE.lines,
    currentLines: SATURDAY_FREE_AFTER_EDIT.lines,
  },
};

export const Mobile: Story = { globals: mobileGlobals };

export const ChangedLinesMobile: Story = { ...WithChangedLines, globals: mobileGlobals };

export const NamesTheChangedLines: Story = {
  ...WithChangedLines,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '変わった項目' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '基本料金：38,000円 → 45,000円',
      '曜日・祝日：2,100円 → 2,400円',
      'タワーマンション：0円 → 5,000円',
      '駐車：3,200円 → 0円',
    ]);
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('変更前 48,400円 → 変更後 52,800円');
    await userEvent.click(canvas.getByRole('button', { name: '閉じる' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
