import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MESSAGES } from '../domain/validation/index.ts';
import { CompanyChoiceList, type CompanyChoiceListProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { ESTIMATE_GROUPS, RESERVATION_AVERAGE_PRICE, RESERVATION_COMPANIES } from './fixtures/companyChoices.ts';
import { RESERVATION_COMPANIES_WITH_LANGUAGES } from './fixtures/englishSpeaking.ts';
import { expectLinesAddUp } from './support/priceLines.ts';
import { useArgState } from './support/useArgState.ts';

/** Holds the chosen ids as the flow store would, reporting each change to the args' spy. */
function ControlledCompanyChoiceList(args: CompanyChoiceListProps) {
  const [selectedIds, setSelectedIds] = useArgState(args.selectedIds, args.onSelectedIdsChange);
  return (
    <CompanyChoiceList
      {...args}
      selectedIds={selectedIds}
      onSelectedIdsChange={setSelectedIds}
    />
  );
}

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
      <CompanyChoiceList {...args} groups={fewCompanies} selectedIds={['c001', 'c002']} label="選択済み" />
      <CompanyChoiceList {...args} groups={fewCompanies} selectedIds={[]} error={MESSAGES.companies.reservationRequired} showAllErrors label="未選択のエラー" />
      <CompanyChoiceList {...args} groups={fewCompanies} selectedIds={['c002']} stale label="更新中" />
      <CompanyChoiceList {...args} {...EstimateGroups.args} groups={ESTIMATE_GROUPS.map((group) => ({ ...group, companies: group.companies.slice(0, 1) }))} label="見積りの2グループ" />
      <CompanyChoiceList {...args} {...Empty.args} label="業者なし" />
    </div>
  ),
};

export const ToggleWithMouseAndKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('みどりエクスプレス'));
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['c002', 'c003']);
    await expect(canvas.getByRole('checkbox', { name: 'みどりエクスプレス' })).toBeChecked();
    canvas.getByRole('checkbox', { name: 'あおぞら運輸' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['c003']);
    await expect(canvas.getByText('1社を選択中（3社まで）')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'あおぞら運輸' })).toHaveAccessibleDescription(/平均より6,500円安い/);
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
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.companies.reservationTooMany);
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
    return <CompanyChoiceList {...args} error={error} selectedIds={selectedIds} onSelectedIdsChange={setSelectedIds} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(MESSAGES.companies.estimateRequired)).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'さくら引越センター' }));
    await expect(canvas.getByRole('group', { name: '見積りを依頼する引越し業者' })).toHaveAccessibleDescription(MESSAGES.companies.estimateRequired);
  },
};

export const OpenDetail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /詳細.*ひまわり引越サービス/ }));
    await expect(args.onOpenDetail).toHaveBeenCalledWith('c004');
    await expect(args.onSelectedIdsChange).not.toHaveBeenCalled();
  },
};

export const OpenPriceLinesWithoutToggling: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: '料金の内訳（さくら引越センター）' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The lines sit under the card's label: opening them neither ticks nor unticks the company.
    await expect(args.onSelectedIdsChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('checkbox', { name: 'さくら引越センター' })).not.toBeChecked();
    const table = canvas.getByRole('table', { name: '料金の内訳（さくら引越センター）' });
    await expect(within(table).getByRole('row', { name: /合計/ })).toHaveTextContent('48,400円');
    await expectLinesAddUp(table);
  },
};

/** Two companies serve their customers in English: 「英語対応」 ("English spoken" on an English page). */
export const EnglishSpoken: Story = {
  args: { groups: [{ id: 'reservation', companies: RESERVATION_COMPANIES_WITH_LANGUAGES }], selectedIds: ['c002'] },
};

export const EnglishSpokenMobile: Story = { ...EnglishSpoken, globals: mobileGlobals };

/** On an English page: English words and prices, the companies' names as they are (the legend is the list's own). */
export const OnEnglishPage: Story = { args: { ...EnglishSpoken.args, label: undefined }, globals: { locale: 'en' } };
