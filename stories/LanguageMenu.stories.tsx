import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activeLocale, t } from '../domain/i18n/i18n.ts';
import { LOCALES, localizedPath, type Locale } from '../domain/i18n/locale.ts';
import { LanguageMenu, type LanguageMenuProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

/** The page the menu stands on: quick booking's step 5. */
const PAGE_PATH = '/kantan-yoyaku/step5/';
const HREFS = Object.fromEntries(LOCALES.map((locale) => [locale, localizedPath(PAGE_PATH, locale)])) as Record<Locale, string>;

/** The menu of a page in the story's language (the toolbar's, or the one a story is pinned to). */
function MenuOfTheStoryPage(args: LanguageMenuProps) {
  return <LanguageMenu {...args} locale={activeLocale()} />;
}

/**
 * The menu where the product shows it: at the right of a page's coloured header, with room below
 * for its list. A click on a link stays on the story (it would load the other page): the app's
 * pages follow it for real.
 */
const InHeader: Decorator = (Story) => (
  <Box sx={{ minHeight: 260 }}>
    <Box
      component="header"
      onClick={(event) => {
        if ((event.target as Element).closest('a')) event.preventDefault();
      }}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2, px: 2, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
    >
      <Typography component="p" variant="h6">{t('かんたん予約')}</Typography>
      <Story />
    </Box>
  </Box>
);

const meta = {
  title: 'Navigation/LanguageMenu',
  component: LanguageMenu,
  render: MenuOfTheStoryPage,
  decorators: [InHeader],
  parameters: { page: true },
  args: { locale: 'ja', hrefs: HREFS, onFollow: fn() },
} satisfies Meta<typeof LanguageMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button names the page's language; the list is closed. */
export const Closed: Story = {};

/** Open: every language named in itself, the page's own marked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { expanded: false }));
    await expect(canvas.getByRole('button', { expanded: true })).toBeInTheDocument();
    // The list loads when first opened.
    await expect(await canvas.findByRole('link', { name: 'Tiếng Việt' })).toHaveAttribute('href', '/vi/kantan-yoyaku/step5/');
    await expect(canvas.getByRole('link', { name: '简体中文' })).toHaveAttribute('hreflang', 'zh-Hans');
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveAttribute('hreflang', activeLocale() === 'ja' ? 'ja' : activeLocale());
  },
};

export const OpenOnMobile: Story = { ...Open, globals: mobileGlobals };

/** While the page waits for a call whose answer it must show (a booking on its way), the menu does not open. */
export const WhileThePageWaits: Story = { args: { disabled: true } };

/** The visitor follows a language: the page is told which, first (it hands over what it keeps nowhere else). */
export const FollowALanguage: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await userEvent.click(await canvas.findByRole('link', { name: 'Tiếng Việt' }));
    await expect(args.onFollow).toHaveBeenCalledWith('vi', expect.anything());
  },
};

/** With the keyboard: Enter opens, Tab reaches the links, Escape closes and returns to the button. */
export const WithTheKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const japanese = await canvas.findByRole('link', { name: '日本語' });
    await userEvent.tab();
    await expect(japanese).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};
