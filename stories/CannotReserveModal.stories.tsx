import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { CannotReserveModal } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Feedback/CannotReserveModal',
  component: CannotReserveModal,
  args: { open: true, onClose: fn(), onChooseAgain: fn() },
} satisfies Meta<typeof CannotReserveModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Mobile: Story = { globals: mobileGlobals };

export const CloseWithEscape: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog', { name: t('変更後の内容ではご予約いただけません') });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
