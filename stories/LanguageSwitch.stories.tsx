import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activateLocale } from '../domain/i18n/i18n.ts';
import { LanguageSwitch } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

/**
 * The switch where the product shows it: at the right of a page's coloured header. A click stays
 * on the story (the link would load the other page): the app's pages follow it for real.
 */
const InHeader: Decorator = (Story, { args }) => (
  <Box
    component="header"
    onClick={(event) => event.preventDefault()}
    sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2, px: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
  >
    <Typography component="p" variant="h6">{args.locale === 'en' ? 'Quick booking' : 'かんたん予約'}</Typography>
    <Story />
  </Box>
);

/** An English page: its messages are read in English while the story shows, Japanese again after. */
const onEnglishPage = async () => {
  await activateLocale('en');
  return async () => {
    await activateLocale('ja');
  };
};

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
  decorators: [InHeader],
  parameters: { page: true },
  args: { locale: 'ja', href: '/en/kantan-yoyaku/step5/', onFollow: fn() },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a Japanese page: "English", leading to the English page. */
export const OnJapanesePage: Story = {};

/** On an English page: 「日本語」, leading to the Japanese page. */
export const OnEnglishPage: Story = {
  args: { locale: 'en', href: '/kantan-yoyaku/step5/' },
  beforeEach: onEnglishPage,
};

/** While the page waits for a call whose answer it must show (a booking on its way), the switch leads nowhere. */
export const WhileThePageWaits: Story = { args: { disabled: true } };

export const Mobile: Story = { globals: mobileGlobals };

export const MobileOnEnglishPage: Story = { ...OnEnglishPage, globals: mobileGlobals };

/** The visitor follows the switch: the page is told first (it hands over what it keeps nowhere else). */
export const FollowTheSwitch: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'English：このページを英語で表示' });
    await expect(link).toHaveAttribute('href', '/en/kantan-yoyaku/step5/');
    await expect(link).toHaveAttribute('hreflang', 'en');
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
