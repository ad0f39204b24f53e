import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateChangeComparison } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { DATE_CHANGE } from './fixtures/visitorPage.ts';
import { expectLinesAddUp } from './support/priceLines.ts';

const meta = {
  title: 'Booking/DateChangeComparison',
  component: DateChangeComparison,
  args: { current: DATE_CHANGE.current, proposed: DATE_CHANGE.proposed },
} satisfies Meta<typeof DateChangeComparison>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Saturday to a weekday: cheaper, the weekend line gone. */
export const Cheaper: Story = {};
export const Dearer: Story = { args: { proposed: DATE_CHANGE.dearer } };
export const Mobile: Story = { globals: mobileGlobals };

/** Old and new side by side, the difference in words, and the new lines adding up to the new price. */
export const SaysTheDifference: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('price-difference')).toHaveTextContent('料金は 8,600円 下がります。');
    await expect(canvas.getByTestId('proposed-price')).toHaveTextContent('39,800円');
    await expectLinesAddUp(canvas.getByRole('table', { name: '料金の内訳（日程変更）' }));
  },
};
