import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { ReservationFullModal } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Feedback/ReservationFullModal',
  component: ReservationFullModal,
  args: { open: true, onClose: fn(), onChooseAgain: fn() },
} satisfies Meta<typeof ReservationFullModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Mobile: Story = { globals: mobileGlobals };

export const ChooseAgain: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: t('予約枠が埋まりました') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('別の日程・業者を選ぶ') }));
    await expect(args.onChooseAgain).toHaveBeenCalledOnce();
  },
};
