import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { CompanyList, type CompanyListProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { COMPANIES_BY_SORT_TYPE, companyInStoryLanguage } from './fixtures/companies.ts';
import { COMPANIES_WITH_LANGUAGES } from './fixtures/spokenLanguage.ts';
import { useArgState } from './support/useArgState.ts';

/** Keeps the sort order and the choice as the flow store would, handing over the re-sorted list. */
function ControlledCompanyList(args: CompanyListProps) {
  const [sortType, setSortType] = useArgState(args.sortType, args.onSortTypeChange);
  const [selectedId, setSelectedId] = useState(args.selectedId ?? null);
  return (
    <CompanyList
      {...args}
      companies={COMPANIES_BY_SORT_TYPE[sortType].map(companyInStoryLanguage)}
      sortType={sortType}
      selectedId={selectedId}
      onSortTypeChange={setSortType}
      onSelect={(id) => { args.onSelect(id); setSelectedId(id); }}
    />
  );
}

const meta = {
  title: 'Companies/CompanyList',
  component: CompanyList,
  render: ControlledCompanyList,
  args: {
    companies: COMPANIES_BY_SORT_TYPE[1],
    sortType: 1,
    selectedId: null,
    onSortTypeChange: fn(),
    onSelect: fn(),
    onShowDetail: fn(),
  },
} satisfies Meta<typeof CompanyList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recommended: Story = {};

export const ByPrice: Story = { args: { sortType: 2 } };

/**
 * Sorted by satisfaction: みどりエクスプレス (4.9 of 7 reviews) before さくら引越センター (4.5 of 128), the
 * few reviews pulled towards the overall mean; the note under the sort says what the order is made of.
 */
export const BySatisfaction: Story = { args: { sortType: 3 } };

export const BySatisfactionMobile: Story = { ...BySatisfaction, globals: mobileGlobals };

export const WithSelection: Story = { args: { selectedId: 'c002' } };

export const Mobile: Story = { globals: mobileGlobals };

export const SortByPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: t('並び替え') }));
    await userEvent.click(within(document.body).getByRole('option', { name: t('料金が安い順') }));
    await expect(args.onSortTypeChange).toHaveBeenCalledWith(2);
    const names = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual(['あおぞら運輸', 'さくら引越センター', 'みどりエクスプレス']);
  },
};

export const SortBySatisfaction: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('combobox', { name: t('並び替え') }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(document.body).getByRole('option', { name: t('満足度が高い順') }));
    await expect(args.onSortTypeChange).toHaveBeenCalledWith(3);
    await expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('みどりエクスプレス');
    const basis = t('満足度順は、当サイトで予約したお客様の口コミの平均を、件数が少ないほど全体の平均に近づけて並べています。口コミのない業者は最後です。');
    await expect(canvas.getByText(basis)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t('並び替え') })).toHaveAccessibleDescription(basis);
  },
};

/** The note goes with the order it explains: none by price. */
export const SortBasisOnlyBySatisfaction: Story = {
  args: { sortType: 3 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: t('並び替え') }));
    await userEvent.click(within(document.body).getByRole('option', { name: t('料金が安い順') }));
    await expect(canvas.queryByText(/満足度順は|sorted by satisfaction/i)).toBeNull();
  },
};

/** あおぞら運輸 serves its customers in English: its card says 「英語対応」 ("English spoken" on an English page). */
/** Companies that speak the page's language, on a Chinese page (issue 37). */
export const SpeaksYourLanguage: Story = {
  args: { companies: COMPANIES_WITH_LANGUAGES },
  render: (args) => <CompanyList {...args} companies={args.companies.map(companyInStoryLanguage)} />,
  globals: { locale: 'zh' },
};

/** On an English page. */
export const OnEnglishPage: Story = { ...SpeaksYourLanguage, globals: { locale: 'en' } };

export const OnEnglishPageMobile: Story = { ...SpeaksYourLanguage, globals: { ...mobileGlobals, locale: 'en' } };
