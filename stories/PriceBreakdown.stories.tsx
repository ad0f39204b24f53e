import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { PriceBreakdown, type PriceBreakdownProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { linesInStoryLanguage, PEAK_SEASON_FAMILY, SATURDAY_AM, SATURDAY_FREE, SATURDAY_FREE_AFTER_EDIT } from './fixtures/prices.ts';
import { expectLinesAddUp } from './support/priceLines.ts';
import { containing, yen } from './support/storyText.ts';

/** The price and the one before it as the API answers a page of the story's language. */
function PriceBreakdownInStoryLanguage(args: PriceBreakdownProps) {
  const { previous } = args;
  return <PriceBreakdown {...args} lines={linesInStoryLanguage(args.lines)} previous={previous && { ...previous, lines: linesInStoryLanguage(previous.lines) }} />;
}

/** The names of lines, as the table's row headers read them. */
const lineNames = (...labels: string[]) => labels.map((label) => t(label));

const meta = {
  title: 'Companies/PriceBreakdown',
  component: PriceBreakdown,
  render: PriceBreakdownInStoryLanguage,
  args: { lines: SATURDAY_FREE.lines, total: SATURDAY_FREE.total, onOpenChange: fn() },
} satisfies Meta<typeof PriceBreakdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { defaultOpen: true } };

export const MorningPrice: Story = { args: { lines: SATURDAY_AM.lines, total: SATURDAY_AM.total, slot: 'am', defaultOpen: true } };

export const EveryLine: Story = { args: { lines: PEAK_SEASON_FAMILY.lines, total: PEAK_SEASON_FAMILY.total, defaultOpen: true } };

export const Changed: Story = {
  args: { lines: SATURDAY_FREE_AFTER_EDIT.lines, total: SATURDAY_FREE_AFTER_EDIT.total, previous: SATURDAY_FREE, defaultOpen: true },
};

export const Mobile: Story = { args: { lines: PEAK_SEASON_FAMILY.lines, total: PEAK_SEASON_FAMILY.total, defaultOpen: true }, globals: mobileGlobals };

export const ChangedMobile: Story = { ...Changed, globals: mobileGlobals };

export const OpenTheLines: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: t('料金の内訳') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = canvas.getByRole('table', { name: t('料金の内訳') });
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent)).toEqual(
      lineNames('基本料金', '距離', '曜日・祝日', '階段', '駐車', '合計'),
    );
    await expect(within(table).getByRole('row', { name: containing(t('合計')) })).toHaveTextContent(yen(48_400));
    await expectLinesAddUp(table);
  },
};

export const EveryLineAddsUp: Story = {
  ...EveryLine,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t('料金の内訳') });
    await expect(within(table).getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent)).toEqual(
      lineNames('基本料金', '距離', '時期', '曜日・祝日', '午前便', '階段', 'タワーマンション', '駐車', '合計'),
    );
    await expectLinesAddUp(table);
  },
};

export const MorningLinesAddUp: Story = {
  ...MorningPrice,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t('午前便の料金の内訳') });
    await expect(within(table).getByRole('row', { name: containing(t('午前便')) })).toHaveTextContent(yen(4_400));
    await expectLinesAddUp(table);
  },
};

export const ChangedLinesAreMarked: Story = {
  ...Changed,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: t('料金の内訳') });
    const changed = [...table.querySelectorAll('tbody tr[data-changed="true"] th')].map((cell) => cell.firstChild?.textContent);
    await expect(changed).toEqual(lineNames('基本料金', '曜日・祝日', 'タワーマンション', '駐車'));
    await expect(within(table).getByRole('row', { name: new RegExp(`^${containing(t('距離')).source}`) })).not.toHaveAttribute('data-changed', 'true');
    await expectLinesAddUp(table);
  },
};

/** On an English page: each line named in English with its amount and the detail the API answers in English. */
export const OnEnglishPage: Story = { ...EveryLine, globals: { locale: 'en' } };

export const ChangedOnEnglishPage: Story = { ...Changed, globals: { locale: 'en' } };
