import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { CompanyList, type CompanyListProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { COMPANIES_BY_SORT_TYPE, companyInStoryLanguage } from './fixtures/companies.ts';
import { COMPANIES_WITH_LANGUAGES } from './fixtures/englishSpeaking.ts';
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
  },
};

/** あおぞら運輸 serves its customers in English: its card says 「英語対応」 ("English spoken" on an English page). */
export const EnglishSpoken: Story = {
  args: { companies: COMPANIES_WITH_LANGUAGES },
  render: (args) => <CompanyList {...args} companies={args.companies.map(companyInStoryLanguage)} />,
};

/** On an English page. */
export const OnEnglishPage: Story = { ...EnglishSpoken, globals: { locale: 'en' } };

export const OnEnglishPageMobile: Story = { ...EnglishSpoken, globals: { ...mobileGlobals, locale: 'en' } };
