import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { PriceChangeToast, type PriceChangeToastProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { linesInStoryLanguage, SATURDAY_FREE, SATURDAY_FREE_AFTER_EDIT } from './fixtures/prices.ts';
import { yen } from './support/storyText.ts';

/** Both prices' lines as the API answers a page of the story's language. */
function PriceChangeToastInStoryLanguage(args: PriceChangeToastProps) {
  const { previousLines, currentLines } = args;
  return <PriceChangeToast {...args} previousLines={previousLines && linesInStoryLanguage(previousLines)} currentLines={currentLines && linesInStoryLanguage(currentLines)} />;
}

/** A changed line as the toast lists it: its name, its amount before and after. */
const changedLine = (line: string, previous: number, current: number) => t({ id: '{line}：{previous} → {current}', values: { line: t(line), previous: yen(previous), current: yen(current) } });

const meta = {
  title: 'Feedback/PriceChangeToast',
  component: PriceChangeToast,
  render: PriceChangeToastInStoryLanguage,
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
    const list = within(canvasElement).getByRole('list', { name: t('変わった項目') });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      changedLine('基本料金', 38_000, 45_000),
      changedLine('曜日・祝日', 2_100, 2_400),
      changedLine('タワーマンション', 0, 5_000),
      changedLine('駐車', 3_200, 0),
    ]);
  },
};

export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t({ id: '変更前 {previous} → 変更後 {current}', values: { previous: yen(48_400), current: yen(52_800) } }));
    await userEvent.click(canvas.getByRole('button', { name: t('閉じる') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
