import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { RecipientList, type Recipient, type RecipientListProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { COMPANIES, companyInStoryLanguage } from './fixtures/companies.ts';
import { RESERVATION_COMPANIES } from './fixtures/companyChoices.ts';
import { expectLinesAddUp } from './support/priceLines.ts';
import { containing, inStoryLanguage, yen } from './support/storyText.ts';

/** Three companies of a provisional reservation, each with its price and lines (two with lines, one priced without). */
const RESERVED: readonly Recipient[] = COMPANIES.map(({ id, name, logoUrl, price, priceLines }) => ({ id, name, logoUrl, price, priceLines }));
/** An estimate request: two companies quoted online, one that estimates by visit or phone. */
const ESTIMATED: readonly Recipient[] = [...RESERVED.slice(0, 2), { ...RESERVATION_COMPANIES[4]!, price: null }];

/** The list as a page of the story's language shows it: its companies as the API answers it, its labels. */
function RecipientListInStoryLanguage(args: RecipientListProps) {
  const { priceLabel, unpricedLabel } = args;
  return (
    <RecipientList
      {...args}
      recipients={args.recipients.map(companyInStoryLanguage)}
      label={inStoryLanguage(args.label)}
      priceLabel={priceLabel && inStoryLanguage(priceLabel)}
      unpricedLabel={unpricedLabel && inStoryLanguage(unpricedLabel)}
    />
  );
}

/** A company's price lines toggle, named after it. */
const priceLinesOf = (company: string) => t({ id: '{label}（{subject}）', values: { label: t('料金の内訳'), subject: company } });

const meta = {
  title: 'Companies/RecipientList',
  component: RecipientList,
  render: RecipientListInStoryLanguage,
  args: { recipients: RESERVED, label: '仮予約を依頼した引越し業者' },
} satisfies Meta<typeof RecipientList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Reservation: Story = {};

export const Estimate: Story = {
  args: { recipients: ESTIMATED, label: '見積りを依頼した引越し業者', priceLabel: '概算', unpricedLabel: '訪問・電話で見積り' },
};

/** The estimate confirm page: the chosen companies by name (the estimate list gives no prices). */
export const NamesOnly: Story = {
  args: { recipients: ESTIMATED.map(({ id, name, logoUrl }) => ({ id, name, logoUrl })), label: '見積りを依頼する引越し業者' },
};

export const LinesOpen: Story = { args: { defaultLinesOpen: true } };

export const Mobile: Story = { args: { ...Estimate.args, defaultLinesOpen: true }, globals: mobileGlobals };

/** Every state at once, for visual regression. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 24, alignItems: 'start' }}>
      <RecipientListInStoryLanguage {...args} />
      <RecipientListInStoryLanguage {...args} {...Estimate.args} />
      <RecipientListInStoryLanguage {...args} {...NamesOnly.args} />
    </div>
  ),
};

export const OpenEachPriceSeparately: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').map((item) => item.querySelector('.HkRecipientList-name')?.textContent)).toEqual([
      'さくら引越センター', 'あおぞら運輸', 'みどりエクスプレス',
    ]);
    const sakura = canvas.getByRole('button', { name: priceLinesOf('さくら引越センター') });
    await userEvent.click(sakura);
    await expect(sakura).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: priceLinesOf('あおぞら運輸') })).toHaveAttribute('aria-expanded', 'false');
    const table = canvas.getByRole('table', { name: priceLinesOf('さくら引越センター') });
    await expect(within(table).getByRole('row', { name: containing(t('合計')) })).toHaveTextContent(yen(48_400));
    await expectLinesAddUp(table);
    // A price given without lines shows the price alone.
    await expect(canvas.queryByRole('button', { name: priceLinesOf('みどりエクスプレス') })).toBeNull();
  },
};
