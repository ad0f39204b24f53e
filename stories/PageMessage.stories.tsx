import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageMessage } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Feedback/PageMessage',
  component: PageMessage,
  // Shown by the company's lead page (/lead/) alone, which is Japanese only: what a company
  // receives stays Japanese (issue 28). Its stories show it in Japanese whatever the toolbar says,
  // and the English project skips them.
  globals: { locale: 'ja' },
  tags: ['autodocs', 'japanese-only'],
  args: { title: 'このリンクは開けません', message: 'このリンクは無効か、有効期限が切れています。\nお手元のメールのリンクをもう一度お確かめください。' },
} satisfies Meta<typeof PageMessage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lead page for a link that opens nothing, whichever the reason: it says no more. */
export const InvalidLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'このリンクは開けません' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobileGlobals };
