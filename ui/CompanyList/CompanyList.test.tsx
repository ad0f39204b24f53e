import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ReviewSummary } from '../../domain/reviews/review.ts';
import type { CompanyCardData } from '../CompanyCard/index.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { CompanyList } from './CompanyList.tsx';

const reviews: ReviewSummary = { count: 4, mean: 4, distribution: [0, 0, 1, 2, 1], priceKept: { kept: 4, of: 4 } };
const companies: CompanyCardData[] = [
  { id: 'a', name: '業者A', price: 40_000, reviews },
  { id: 'b', name: '業者B', price: 30_000, reviews: { count: 0, mean: null, distribution: [0, 0, 0, 0, 0], priceKept: { kept: 0, of: 0 } } },
];

describeConformance('CompanyList', {
  themeName: 'HkCompanyList',
  render: (props) => (
    <CompanyList companies={companies} sortType={1} onSortTypeChange={() => {}} onSelect={() => {}} {...props} />
  ),
});

describe('CompanyList', () => {
  it('counts the companies and shows them in the given order', async () => {
    const screen = await renderWithTheme(
      <CompanyList companies={companies} sortType={1} onSortTypeChange={() => {}} onSelect={() => {}} />,
    );
    await expect.element(screen.getByRole('heading', { level: 2 })).toHaveTextContent('予約できる引越し業者（2社）');
    expect(screen.getByRole('heading', { level: 3 }).elements().map((heading) => heading.textContent)).toEqual(['業者A', '業者B']);
  });

  it('reports the sort type as a number and the chosen company id', async () => {
    const onSortTypeChange = vi.fn();
    const onSelect = vi.fn();
    const screen = await renderWithTheme(
      <CompanyList companies={companies} sortType={1} onSortTypeChange={onSortTypeChange} onSelect={onSelect} selectedId="b" />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: '並び替え' }));
    await userEvent.click(screen.getByRole('option', { name: '満足度が高い順' }));
    expect(onSortTypeChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'この業者を選ぶ' }));
    expect(onSelect).toHaveBeenCalledWith('a');
    await expect.element(screen.getByRole('button', { name: '選択中' })).toBeVisible();
  });

  it('says under the sort what the order by satisfaction is made of, only while it is chosen', async () => {
    const byPrice = await renderWithTheme(<CompanyList companies={companies} sortType={2} onSortTypeChange={() => {}} onSelect={() => {}} />);
    expect(byPrice.container.textContent).not.toContain('満足度順は');
    byPrice.unmount();
    const bySatisfaction = await renderWithTheme(<CompanyList companies={companies} sortType={3} onSortTypeChange={() => {}} onSelect={() => {}} />);
    const note = bySatisfaction.getByText(/^満足度順は、当サイトで予約したお客様の口コミの平均/);
    await expect.element(note).toBeVisible();
    await expect.element(bySatisfaction.getByRole('combobox', { name: '並び替え' })).toHaveAccessibleDescription(/口コミのない業者は最後です。/);
  });
});
