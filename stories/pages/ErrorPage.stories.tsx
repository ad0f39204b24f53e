import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_PAGE } from '../../domain/flows/urls.ts';
import { activeLocale, localizedHref } from '../../domain/i18n/i18n.ts';
import { PAGE_WIDTHS } from './support/flowPage.tsx';

/**
 * The error page every flow leaves for on an unexpected failure (spec §8): a static page
 * (app/public/error.html, app/public/en/error.html in English, served as is), shown here in a
 * frame as wide as the viewport.
 */
function ErrorPageFrame() {
  // The page of the story's language: /error.html, or /en/error.html in English.
  const title = activeLocale() === 'en' ? 'Error page' : 'エラーページ';
  return <iframe title={title} src={localizedHref(ERROR_PAGE)} style={{ display: 'block', width: '100%', height: '100vh', border: 0 }} />;
}

const meta = {
  title: 'Pages/Error page',
  component: ErrorPageFrame,
  tags: ['!autodocs'],
  parameters: { page: true },
  // The frame's page has loaded once its heading is there.
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await new Promise<void>((resolve) => {
      const loaded = () => frame.contentDocument?.querySelector('h1') && frame.contentDocument.fonts.status === 'loaded';
      if (loaded()) resolve();
      else frame.addEventListener('load', () => resolve(), { once: true });
    });
  },
} satisfies Meta<typeof ErrorPageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: PAGE_WIDTHS.phone };
export const PC: Story = { globals: PAGE_WIDTHS.pc };
