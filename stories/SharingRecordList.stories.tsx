import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { SharingRecordList, type SharingRecordListProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { PARTNER_TITLES_IN_ENGLISH, SHARED_BY_EMAIL, SHARED_BY_PHONE } from './fixtures/visitorPage.ts';
import { inStoryLanguage } from './support/storyText.ts';

/** The record as the visitor's page of the story's language shows it: partner services by their title in that language. */
function SharingRecordListInStoryLanguage(args: SharingRecordListProps) {
  return (
    <SharingRecordList
      {...args}
      label={inStoryLanguage(args.label)}
      entries={args.entries.map((entry) => (entry.recipientKind === 'partner' ? { ...entry, recipientName: inStoryLanguage(entry.recipientName, PARTNER_TITLES_IN_ENGLISH) } : entry))}
    />
  );
}

const meta = {
  title: 'Companies/SharingRecordList',
  component: SharingRecordList,
  render: SharingRecordListInStoryLanguage,
  args: { entries: SHARED_BY_EMAIL, label: 'お客様の情報の提供先', keptUntil: '2029-11-21' },
} satisfies Meta<typeof SharingRecordList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An estimate by e-mail only: two companies and two partner services (one chosen the next day), none of them given the phone. */
export const EstimateByEmail: Story = {};

/** A reservation by phone with a request written: the phone and the notes went to the company. */
export const ReservationByPhone: Story = { args: { entries: SHARED_BY_PHONE, keptUntil: '2029-11-20' } };

/** A request with no record (nothing was sent, or sent before the record was kept): no period to state. */
export const NothingShared: Story = { args: { entries: [], keptUntil: null } };

export const Mobile: Story = { globals: mobileGlobals };

export const MobileByPhone: Story = { args: ReservationByPhone.args, globals: mobileGlobals };

/** Each recipient is a list item named by it, its items a list of their own: the phone only where it was sent. */
export const ItemsPerRecipient: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('listitem', { name: 'さくら引越センター' });
    const items = within(within(company).getByRole('list', { name: t('提供した項目') })).getAllByRole('listitem').map((item) => item.textContent);
    await expect(items).toEqual([t('お名前'), t('フリガナ'), t('メールアドレス'), t('引越し元・引越し先の住所'), t('引越しの日程・間取り・人数'), t('荷物')]);
    await expect(canvas.queryByText(t('電話番号'))).toBeNull();
  },
};
