import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { DateChangeComparison, type DateChangeComparisonProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { linesInStoryLanguage } from './fixtures/prices.ts';
import { DATE_CHANGE } from './fixtures/visitorPage.ts';
import { expectLinesAddUp } from './support/priceLines.ts';
import { yen } from './support/storyText.ts';

/** A day's price as the API answers a page of the story's language. */
const inStoryLanguage = (day: DateChangeComparisonProps['current']) => ({ ...day, lines: linesInStoryLanguage(day.lines) });

const meta = {
  title: 'Booking/DateChangeComparison',
  component: DateChangeComparison,
  render: (args) => <DateChangeComparison {...args} current={inStoryLanguage(args.current)} proposed={inStoryLanguage(args.proposed)} />,
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
    await expect(canvas.getByTestId('price-difference')).toHaveTextContent(t({ id: '料金は {amount} 下がります。', values: { amount: yen(8_600) } }));
    await expect(canvas.getByTestId('proposed-price')).toHaveTextContent(yen(39_800));
    const lines = t({ id: '{label}（{subject}）', values: { label: t('料金の内訳'), subject: t('日程変更') } });
    await expectLinesAddUp(canvas.getByRole('table', { name: lines }));
  },
};
