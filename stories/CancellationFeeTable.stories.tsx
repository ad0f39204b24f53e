import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { CancellationFeeTable } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { FEES } from './fixtures/visitorPage.ts';
import { yen } from './support/storyText.ts';

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
    const basis = t({ id: '（{period}・ご予約の料金 {base} の{percent}%）', values: { period: t('前日'), base: yen(48_400), percent: 30 } });
    await expect(canvas.getByTestId('cancellation-fee')).toHaveTextContent(`${yen(14_520)}${basis}`);
    const table = canvas.getByRole('table', { name: t('キャンセル料（標準引越運送約款）') });
    const current = within(table).getAllByRole('row').filter((row) => row.getAttribute('aria-current') === 'true');
    await expect(current.map((row) => row.textContent)).toEqual([`${t('引越し日の前日')}${t({ id: '運賃・料金の{percent}%', values: { percent: 30 } })}`]);
  },
};
