import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { RequestStatusList, type RequestStatusListProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { companyInStoryLanguage } from './fixtures/companies.ts';
import { ESTIMATE_STATES, RESERVATION_STATES } from './fixtures/visitorPage.ts';
import { inStoryLanguage } from './support/storyText.ts';

/** The list as the visitor's page of the story's language shows it: its companies as the API answers it, its labels. */
function RequestStatusListInStoryLanguage(args: RequestStatusListProps) {
  const { priceLabel } = args;
  return (
    <RequestStatusList
      {...args}
      companies={args.companies.map(companyInStoryLanguage)}
      label={inStoryLanguage(args.label)}
      priceLabel={priceLabel && inStoryLanguage(priceLabel)}
    />
  );
}

/** A company's withdraw button, named after it. */
const withdrawFrom = (company: string) => t({ id: '{company}への依頼を取り下げる', values: { company } });

const meta = {
  title: 'Companies/RequestStatusList',
  component: RequestStatusList,
  render: RequestStatusListInStoryLanguage,
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
    await expect(canvas.queryByRole('button', { name: withdrawFrom('みどりエクスプレス') })).toBeNull();
    await expect(within(canvas.getByRole('listitem', { name: 'みどりエクスプレス' })).getByText(t('取り下げ済み'))).toBeVisible();
    const button = canvas.getByRole('button', { name: withdrawFrom('あおぞら運輸') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onWithdraw).toHaveBeenCalledWith('c002');
  },
};
