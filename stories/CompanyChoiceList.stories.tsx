import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { MESSAGES } from '../domain/validation/index.ts';
import { CompanyChoiceList, type CompanyChoiceGroup, type CompanyChoiceListProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { companyInStoryLanguage } from './fixtures/companies.ts';
import { ESTIMATE_GROUPS, RESERVATION_AVERAGE_PRICE, RESERVATION_COMPANIES } from './fixtures/companyChoices.ts';
import { RESERVATION_COMPANIES_WITH_LANGUAGES } from './fixtures/spokenLanguage.ts';
import { expectLinesAddUp } from './support/priceLines.ts';
import { containing, inStoryLanguage, shown, yen } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

/** The English of the words these stories make up (the estimate groups' headings, the legends of AllStates). */
const ENGLISH = {
  '見積りを依頼できる引越し業者': 'Moving companies that give an estimate',
  'お問い合わせのみの引越し業者': 'Moving companies that take enquiries only',
  '料金の見積りはなく、引越し業者から直接ご連絡があります。': 'They give no price: the moving company contacts you directly.',
  '選択済み': 'Chosen',
  '未選択のエラー': 'None chosen: the error',
  '更新中': 'Updating',
  '見積りの2グループ': 'The estimate\'s two groups',
  '業者なし': 'No companies',
};

/** A group as a page of the story's language shows it: its heading and note, its companies as the API answers it. */
function groupInStoryLanguage(group: CompanyChoiceGroup): CompanyChoiceGroup {
  return {
    ...group,
    heading: group.heading && inStoryLanguage(group.heading, ENGLISH),
    note: group.note && inStoryLanguage(group.note, ENGLISH),
    companies: group.companies.map(companyInStoryLanguage),
  };
}

/** The list as a page of the story's language shows it: its companies, legend and messages. */
function CompanyChoiceListInStoryLanguage(args: CompanyChoiceListProps) {
  return (
    <CompanyChoiceList
      {...args}
      groups={args.groups.map(groupInStoryLanguage)}
      label={args.label && inStoryLanguage(args.label, ENGLISH)}
      limitMessage={shown(args.limitMessage)}
      error={shown(args.error)}
    />
  );
}

/** Holds the chosen ids as the flow store would, reporting each change to the args' spy. */
function ControlledCompanyChoiceList(args: CompanyChoiceListProps) {
  const [selectedIds, setSelectedIds] = useArgState(args.selectedIds, args.onSelectedIdsChange);
  return (
    <CompanyChoiceListInStoryLanguage
      {...args}
      selectedIds={selectedIds}
      onSelectedIdsChange={setSelectedIds}
    />
  );
}

/** A company's price lines toggle, named after it. */
const priceLinesOf = (company: string) => t({ id: '{label}（{subject}）', values: { label: t('料金の内訳'), subject: company } });

const reservationGroups = [{ id: 'reservation', companies: RESERVATION_COMPANIES }];

const meta = {
  title: 'Companies/CompanyChoiceList',
  component: CompanyChoiceList,
  render: ControlledCompanyChoiceList,
  args: {
    groups: reservationGroups,
    selectedIds: ['c002'],
    onSelectedIdsChange: fn(),
    maxSelected: 3,
    onLimitExceeded: fn(),
    limitMessage: MESSAGES.companies.reservationTooMany,
    error: undefined,
    revealErrors: 'edited',
    averagePrice: RESERVATION_AVERAGE_PRICE,
    onOpenDetail: fn(),
    onBlur: fn(),
    stale: false,
    label: '仮予約を依頼する引越し業者',
  },
} satisfies Meta<typeof CompanyChoiceList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ReservationThreeChosen: Story = { args: { selectedIds: ['c001', 'c002', 'c004'] } };

/** The estimate's two groups: each company with its estimate flag and its reviews, no price (そよかぜ運送 has no reviews yet). */
export const EstimateGroups: Story = {
  args: {
    groups: ESTIMATE_GROUPS,
    selectedIds: ['c001', 'c002', 'c003'],
    maxSelected: undefined,
    limitMessage: undefined,
    averagePrice: null,
    label: '見積りを依頼する引越し業者',
  },
};

export const NoneChosenError: Story = {
  args: { ...EstimateGroups.args, selectedIds: [], error: MESSAGES.companies.estimateRequired, showAllErrors: true },
};

export const Stale: Story = { args: { stale: true } };

export const Empty: Story = { args: { groups: [{ id: 'reservation', companies: [] }], selectedIds: [] } };

export const Mobile: Story = { args: { selectedIds: ['c001', 'c002'] }, globals: mobileGlobals };

export const MobileEstimateGroups: Story = { args: EstimateGroups.args, globals: mobileGlobals };

const fewCompanies = [{ id: 'few', companies: RESERVATION_COMPANIES.slice(0, 3) }];

/** Every state at once, for visual regression: chosen, error, stale, estimate groups and empty. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: 24, alignItems: 'start' }}>
      <CompanyChoiceListInStoryLanguage {...args} groups={fewCompanies} selectedIds={['c001', 'c002']} label="選択済み" />
      <CompanyChoiceListInStoryLanguage {...args} groups={fewCompanies} selectedIds={[]} error={MESSAGES.companies.reservationRequired} showAllErrors label="未選択のエラー" />
      <CompanyChoiceListInStoryLanguage {...args} groups={fewCompanies} selectedIds={['c002']} stale label="更新中" />
      <CompanyChoiceListInStoryLanguage {...args} {...EstimateGroups.args} groups={ESTIMATE_GROUPS.map((group) => ({ ...group, companies: group.companies.slice(0, 1) }))} label="見積りの2グループ" />
      <CompanyChoiceListInStoryLanguage {...args} {...Empty.args} label="業者なし" />
    </div>
  ),
};

export const ToggleWithMouseAndKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The name on the card (not the one its Details button says to a screen reader).
    await userEvent.click(canvas.getByText('みどりエクスプレス', { ignore: 'button *, script, style' }));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['c002', 'c003']);
    await expect(canvas.getByRole('checkbox', { name: 'みどりエクスプレス' })).toBeChecked();
    canvas.getByRole('checkbox', { name: 'あおぞら運輸' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['c003']);
    await expect(canvas.getByText(`${t({ id: '{count}社を選択中', values: { count: 1 } })}${t({ id: '（{max}社まで）', values: { max: 3 } })}`)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'あおぞら運輸' })).toHaveAccessibleDescription(containing(t({ id: '平均より{amount}安い', values: { amount: yen(6_500) } })));
  },
};

export const FourthCompanyRefused: Story = {
  args: { selectedIds: ['c001', 'c002', 'c004'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'みどりエクスプレス' }));
    await expect(args.onLimitExceeded).toHaveBeenCalledWith('c003');
    await expect(args.onSelectedIdsChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'みどりエクスプレス' })).not.toBeChecked();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t(MESSAGES.companies.reservationTooMany));
  },
};

export const WarningClearsWhenOneIsUnticked: Story = {
  args: FourthCompanyRefused.args,
  parameters: { screenshot: false },
  play: async (context) => {
    await FourthCompanyRefused.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'さくら引越センター' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'みどりエクスプレス' }));
    await expect(context.args.onSelectedIdsChange).toHaveBeenLastCalledWith(['c002', 'c004', 'c003']);
  },
};

export const UntickingTheLastShowsTheError: Story = {
  args: { ...EstimateGroups.args, selectedIds: ['c001'], error: MESSAGES.companies.estimateRequired },
  render: function Render(args) {
    const [selectedIds, setSelectedIds] = useState(args.selectedIds);
    const error = selectedIds.length === 0 ? args.error : undefined;
    return <CompanyChoiceListInStoryLanguage {...args} error={error} selectedIds={selectedIds} onSelectedIdsChange={setSelectedIds} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(t(MESSAGES.companies.estimateRequired))).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'さくら引越センター' }));
    await expect(canvas.getByRole('group', { name: t('見積りを依頼する引越し業者') })).toHaveAccessibleDescription(t(MESSAGES.companies.estimateRequired));
  },
};

export const OpenDetail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${containing(t('詳細')).source}.*ひまわり引越サービス`) }));
    await expect(args.onOpenDetail).toHaveBeenCalledWith('c004');
    await expect(args.onSelectedIdsChange).not.toHaveBeenCalled();
  },
};

export const OpenPriceLinesWithoutToggling: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: priceLinesOf('さくら引越センター') });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The lines sit under the card's label: opening them neither ticks nor unticks the company.
    await expect(args.onSelectedIdsChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'さくら引越センター' })).not.toBeChecked();
    const table = canvas.getByRole('table', { name: priceLinesOf('さくら引越センター') });
    await expect(within(table).getByRole('row', { name: containing(t('合計')) })).toHaveTextContent(yen(48_400));
    await expectLinesAddUp(table);
  },
};

/** Two companies serve their customers in English: 「英語対応」 ("English spoken" on an English page). */
/** Companies that speak the page's language, on a Chinese page (issue 37). */
export const SpeaksYourLanguage: Story = {
  args: { groups: [{ id: 'reservation', companies: RESERVATION_COMPANIES_WITH_LANGUAGES }], selectedIds: ['c002'], label: undefined },
  globals: { locale: 'zh' },
};

/** The same on a Vietnamese page, on a phone. */
export const SpeaksYourLanguageMobile: Story = { ...SpeaksYourLanguage, globals: { ...mobileGlobals, locale: 'vi' } };

/** On an English page: English words and prices, the companies' names as they are (the legend is the list's own). */
export const OnEnglishPage: Story = { args: SpeaksYourLanguage.args, globals: { locale: 'en' } };
