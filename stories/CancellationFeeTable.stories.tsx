import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CancellationFeeTable } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { FEES } from './fixtures/visitorPage.ts';

const meta = {
  title: 'Booking/CancellationFeeTable',
  component: CancellationFeeTable,
  args: { fee: FEES.free },
} satisfies Meta<typeof CancellationFeeTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {};
export const TwoDaysBefore: Story = { args: { fee: FEES.twoDaysBefore } };
export const DayBefore: Story = { args: { fee: FEES.dayBefore } };
export const MovingDate: Story = { args: { fee: FEES.movingDate } };
export const Mobile: Story = { args: { fee: FEES.dayBefore }, globals: mobileGlobals };

/** The fee said is the marked row's share of the booked price (48,400 yen the day before: 30 %). */
export const FeeMatchesTheMarkedRow: Story = {
  args: { fee: FEES.dayBefore },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('cancellation-fee')).toHaveTextContent('14,520円（前日・ご予約の料金 48,400円 の30%）');
    const table = canvas.getByRole('table', { name: 'キャンセル料（標準引越運送約款）' });
    const current = within(table).getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    await expect(current.map((row) => row.textContent)).toEqual(['引越し日の前日運賃・料金の30%']);
  },
};
