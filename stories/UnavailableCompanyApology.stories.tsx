import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { UnavailableCompanyApology } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Feedback/UnavailableCompanyApology',
  component: UnavailableCompanyApology,
  args: { open: true, onClose: fn(), onBackToBelongings: fn() },
} satisfies Meta<typeof UnavailableCompanyApology>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Mobile: Story = { globals: mobileGlobals };

export const BackToBelongings: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: t('ご予約可能な業者が見つかりませんでした') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('荷物の量を見直す') }));
    await expect(args.onBackToBelongings).toHaveBeenCalledOnce();
  },
};

export const Close: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('閉じる') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
