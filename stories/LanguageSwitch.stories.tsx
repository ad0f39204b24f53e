import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activeLocale, t } from '../domain/i18n/i18n.ts';
import { localizedPath, type Locale } from '../domain/i18n/locale.ts';
import { LanguageSwitch, type LanguageSwitchProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

/** The page the switch stands on: quick booking's step 5. */
const PAGE_PATH = '/kantan-yoyaku/step5/';

/** The language the switch leads to from a page of `locale`. */
const otherThan = (locale: Locale): Locale => (locale === 'ja' ? 'en' : 'ja');

/**
 * The switch of a page in the story's language (the toolbar's, or the one a story is pinned to):
 * its `locale` is that language and its `href` the same page in the other one.
 */
function SwitchOfTheStoryPage(args: LanguageSwitchProps) {
  const locale = activeLocale();
  return <LanguageSwitch {...args} locale={locale} href={localizedPath(PAGE_PATH, otherThan(locale))} />;
}

/**
 * The switch where the product shows it: at the right of a page's coloured header. A click stays
 * on the story (the link would load the other page): the app's pages follow it for real.
 */
const InHeader: Decorator = (Story) => (
  <Box
    component="header"
    onClick={(event) => event.preventDefault()}
    sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2, px: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
  >
    <Typography component="p" variant="h6">{t('かんたん予約')}</Typography>
    <Story />
  </Box>
);

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  render: SwitchOfTheStoryPage,
  decorators: [InHeader],
  parameters: { page: true },
  args: { locale: 'ja', href: '/en/kantan-yoyaku/step5/', onFollow: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a Japanese page: "English", leading to the English page. About the Japanese page itself (the
 * switch a Japanese page shows, said to a screen reader in Japanese), so not run in English.
 */
export const OnJapanesePage: Story = { globals: { locale: 'ja' }, tags: ['japanese-only'] };

/** On an English page: 「日本語」, leading to the Japanese page. */
export const OnEnglishPage: Story = { globals: { locale: 'en' } };

/** While the page waits for a call whose answer it must show (a booking on its way), the switch leads nowhere. */
export const WhileThePageWaits: Story = { args: { disabled: true } };

export const Mobile: Story = { globals: mobileGlobals };

export const MobileOnEnglishPage: Story = { globals: { ...mobileGlobals, locale: 'en' } };

/** The visitor follows the switch: the page is told first (it hands over what it keeps nowhere else). */
export const FollowTheSwitch: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const target = otherThan(activeLocale());
    const name = target === 'en' ? 'English：このページを英語で表示' : '日本語：このページを日本語で表示';
    const link = within(canvasElement).getByRole('link', { name: t(name) });
    await expect(link).toHaveAttribute('href', localizedPath(PAGE_PATH, target));
    await expect(link).toHaveAttribute('hreflang', target);
    await userEvent.click(link);
    await expect(args.onFollow).toHaveBeenCalledOnce();
  },
};

/** From an English page with the keyboard: Tab reaches it, Enter follows it. */
export const FollowWithTheKeyboard: Story = {
  ...OnEnglishPage,
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: /^日本語: / });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFollow).toHaveBeenCalledOnce();
  },
};
