import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { TranslationFooter } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Layout/TranslationFooter',
  component: TranslationFooter,
  args: { onReport: fn() },
} satisfies Meta<typeof TranslationFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As a Chinese page shows it (the app shows it on translated pages only), opening the report. */
export const OnChinesePage: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('翻訳の誤りを報告する') }));
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};

/** A phone's width: the link wraps under the sentence. */
export const OnVietnamesePageMobile: Story = { globals: { ...mobileGlobals, locale: 'vi' } };
