import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { ClosableHint, type ClosableHintProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { nodeInStoryLanguage } from './support/storyText.ts';

/** Holds the open state as the form would; the hint is the page's message in the story's language. */
function ControlledClosableHint(args: ClosableHintProps) {
  const [open, setOpen] = useState(args.open);
  return <ClosableHint {...args} open={open} onClose={() => { args.onClose(); setOpen(false); }}>{nodeInStoryLanguage(args.children)}</ClosableHint>;
}

const meta = {
  title: 'Address/ClosableHint',
  component: ClosableHint,
  render: ControlledClosableHint,
  args: { open: true, onClose: fn(), children: '郵便番号を入力すると、住所が自動で入力されます。' },
} satisfies Meta<typeof ClosableHint>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Mobile: Story = { globals: mobileGlobals };

export const CloseOnce: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('ヒントを閉じる') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};
