import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequestStatusList } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { ESTIMATE_STATES, RESERVATION_STATES } from './fixtures/visitorPage.ts';

const meta = {
  title: 'Companies/RequestStatusList',
  component: RequestStatusList,
  args: { companies: RESERVATION_STATES, label: '仮予約を依頼した引越し業者', onWithdraw: fn() },
} satisfies Meta<typeof RequestStatusList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reservation: confirmed and open companies can be withdrawn from; the withdrawn one says it was told. */
export const Reservation: Story = {};

/** Every other state, without a price for the company that estimates by visit. */
export const EndedStates: Story = { args: { companies: ESTIMATE_STATES, label: '見積りを依頼した引越し業者', priceLabel: '概算' } };

/** While a withdrawal is sent: the buttons wait. */
export const Busy: Story = { args: { busy: true } };

export const Mobile: Story = { globals: mobileGlobals };

export const MobileEnded: Story = { args: EndedStates.args, globals: mobileGlobals };

/** Each withdrawable company has its own button, named after it; the keyboard reaches it. */
export const WithdrawOneByKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['さくら引越センター', 'あおぞら運輸', 'みどりエクスプレス']);
    await expect(canvas.queryByRole('button', { name: 'みどりエクスプレスへの依頼を取り下げる' })).toBeNull();
    await expect(within(canvas.getByRole('listitem', { name: 'みどりエクスプレス' })).getByText('取り下げ済み')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'あおぞら運輸への依頼を取り下げる' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWithdraw).toHaveBeenCalledWith('c002');
  },
};
