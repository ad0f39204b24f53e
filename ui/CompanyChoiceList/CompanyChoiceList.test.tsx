import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { priceLinesOf } from '../../domain/api/priceLines.ts';
import type { ReviewSummary } from '../../domain/reviews/review.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { CompanyChoiceList } from './CompanyChoiceList.tsx';
import type { CompanyChoiceGroup, CompanyChoiceListProps } from './CompanyChoiceList.types.ts';
import { toggledIds } from '../internal/toggledIds.ts';
import { comparePrice, exceedsLimit } from './companyChoiceModel.ts';

const rated: ReviewSummary = { count: 12, mean: 4.5, distribution: [0, 0, 1, 4, 7], priceKept: { kept: 11, of: 12 } };
const unrated: ReviewSummary = { count: 0, mean: null, distribution: [0, 0, 0, 0, 0], priceKept: { kept: 0, of: 0 } };

const groups: CompanyChoiceGroup[] = [
  {
    id: 'priced',
    companies: [
      { id: 'a', name: '業者A', price: 38_000, reviews: rated },
      { id: 'b', name: '業者B', price: 52_000, reviews: unrated },
      { id: 'c', name: '業者C', price: null },
    ],
  },
];

const baseProps: CompanyChoiceListProps = { groups, selectedIds: [], onSelectedIdsChange: () => {} };

describeConformance('CompanyChoiceList', {
  themeName: 'HkCompanyChoiceList',
  render: (props) => <CompanyChoiceList {...baseProps} selectedIds={['a']} onOpenDetail={() => {}} {...props} />,
});

describe('companyChoiceModel', () => {
  it('says how far a price is from the average', () => {
    expect(comparePrice(38_000, 50_000)).toEqual({ kind: 'below', text: '平均より12,000円安い' });
    expect(comparePrice(52_000, 50_000)).toEqual({ kind: 'above', text: '平均より2,000円高い' });
    expect(comparePrice(50_000, 50_000)).toEqual({ kind: 'equal', text: '平均と同額' });
  });

  it('adds, removes and refuses beyond the limit', () => {
    expect(toggledIds(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggledIds(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggledIds(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
    expect(exceedsLimit(['a', 'b'], 'c', 2)).toBe(true);
    expect(exceedsLimit(['a', 'b'], 'b', 2)).toBe(false);
    expect(exceedsLimit(['a', 'b'], 'c', undefined)).toBe(false);
  });
});

describe('CompanyChoiceList', () => {
  it("opens a price into its lines under the company, without toggling it; a company without lines has no disclosure", async () => {
    const onSelectedIdsChange = vi.fn();
    const lines = priceLinesOf([{ code: 'base', label: '基本料金（2tショート）', amount: 34_000 }, { code: 'weekend', label: '土日料金', amount: 4_000 }]);
    const priced: CompanyChoiceGroup[] = [{ id: 'priced', companies: [{ ...groups[0]!.companies[0]!, priceLines: lines }, groups[0]!.companies[1]!] }];
    const screen = await renderWithTheme(<CompanyChoiceList {...baseProps} groups={priced} onSelectedIdsChange={onSelectedIdsChange} />);
    await userEvent.click(screen.getByRole('button', { name: '料金の内訳（業者A）' }));
    await expect.element(screen.getByRole('table', { name: '料金の内訳（業者A）' })).toHaveTextContent(/基本料金.*34,000円.*曜日・祝日.*4,000円.*合計38,000円/);
    expect(onSelectedIdsChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /料金の内訳/ }).elements()).toHaveLength(1);
  });

  it("shows the reviews' mean and count, price with separators and its comparison with the average", async () => {
    const screen = await renderWithTheme(<CompanyChoiceList {...baseProps} averagePrice={50_000} />);
    await expect.element(screen.getByRole('checkbox', { name: '業者A' })).toHaveAccessibleDescription('満足度 5点中4.5、口コミ12件 見積りどおりの料金 12件中11件 38,000円 平均より12,000円安い');
    await expect.element(screen.getByText('4.5（12件）')).toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: '業者B' })).toHaveAccessibleDescription('口コミはまだありません 52,000円 平均より2,000円高い');
    // Without a summary, nothing is said of reviews.
    await expect.element(screen.getByRole('checkbox', { name: '業者C' })).toHaveAccessibleDescription('料金は見積り後にご案内');
    await expect.element(screen.getByText('料金は見積り後にご案内')).toBeVisible();
  });

  it("shows an estimate row's flag and its reviews, and no price", async () => {
    const estimateGroups: CompanyChoiceGroup[] = [{
      id: 'estimate',
      companies: [{ id: 'a', name: '業者A', estimate: true, reviews: rated }, { id: 'b', name: '業者B', estimate: false, reviews: unrated }],
    }];
    const screen = await renderWithTheme(<CompanyChoiceList {...baseProps} groups={estimateGroups} />);
    await expect.element(screen.getByRole('checkbox', { name: '業者A' })).toHaveAccessibleDescription('見積りあり 満足度 5点中4.5、口コミ12件 見積りどおりの料金 12件中11件');
    await expect.element(screen.getByText('4.5（12件）')).toBeVisible();
    await expect.element(screen.getByRole('checkbox', { name: '業者B' })).toHaveAccessibleDescription('見積りなし 口コミはまだありません');
  });

  it('reports the ids after a click anywhere on the row, and the detail request apart from it', async () => {
    const onSelectedIdsChange = vi.fn();
    const onOpenDetail = vi.fn();
    const screen = await renderWithTheme(
      <CompanyChoiceList {...baseProps} selectedIds={['b']} onSelectedIdsChange={onSelectedIdsChange} onOpenDetail={onOpenDetail} />,
    );
    await userEvent.click(screen.getByText('業者A', { exact: true }));
    expect(onSelectedIdsChange).toHaveBeenLastCalledWith(['b', 'a']);
    await userEvent.click(screen.getByRole('button', { name: /詳細.*業者B/ }));
    expect(onOpenDetail).toHaveBeenCalledWith('b');
    expect(onSelectedIdsChange).toHaveBeenCalledTimes(1);
  });

  it('refuses a company beyond the limit and warns under it until the selection changes', async () => {
    const onSelectedIdsChange = vi.fn();
    const onLimitExceeded = vi.fn();
    const props = { ...baseProps, maxSelected: 2, limitMessage: '2社以内', onSelectedIdsChange, onLimitExceeded };
    const screen = await renderWithTheme(<CompanyChoiceList {...props} selectedIds={['a', 'b']} />);
    await userEvent.click(screen.getByRole('checkbox', { name: '業者C' }));
    expect(onLimitExceeded).toHaveBeenCalledWith('c');
    expect(onSelectedIdsChange).not.toHaveBeenCalled();
    await expect.element(screen.getByRole('checkbox', { name: '業者C' })).not.toBeChecked();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('2社以内');
    await screen.rerender(<CompanyChoiceList {...props} selectedIds={['a']} />);
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error once edited, and always after a failed submit', async () => {
    const screen = await renderWithTheme(<CompanyChoiceList {...baseProps} error="1社以上" revealErrors="edited" />);
    await expect.element(screen.getByText('1社以上')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: '業者A' }));
    await expect.element(screen.getByText('1社以上')).toBeVisible();
    await screen.rerender(<CompanyChoiceList {...baseProps} error="1社以上" showAllErrors />);
    await expect.element(screen.getByRole('group', { name: '引越し業者を選択' })).toHaveAccessibleDescription('1社以上');
  });

  it('renders each group under its heading, skips empty ones and says so when none has a company', async () => {
    const twoGroups: CompanyChoiceGroup[] = [
      { id: 'with', heading: '見積りあり', companies: groups[0]!.companies.slice(0, 1) },
      { id: 'without', heading: '見積りなし', companies: groups[0]!.companies.slice(1) },
      { id: 'none', heading: '空のグループ', companies: [] },
    ];
    const screen = await renderWithTheme(<CompanyChoiceList {...baseProps} groups={twoGroups} />);
    expect(screen.getByRole('heading', { level: 3 }).elements().map((heading) => heading.textContent)).toEqual(['見積りあり', '見積りなし']);
    await expect.element(screen.getByRole('region', { name: '見積りなし' }).getByRole('checkbox')).toHaveLength(2);
    await screen.rerender(<CompanyChoiceList {...baseProps} groups={[{ id: 'none', companies: [] }]} emptyMessage="業者なし" />);
    await expect.element(screen.getByText('業者なし')).toBeVisible();
    await expect.element(screen.getByRole('group')).toHaveAttribute('data-state', 'empty');
  });

  it('marks a stale list busy and keeps it usable', async () => {
    const onSelectedIdsChange = vi.fn();
    const screen = await renderWithTheme(<CompanyChoiceList {...baseProps} stale onSelectedIdsChange={onSelectedIdsChange} />);
    await expect.element(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: '業者B' }));
    expect(onSelectedIdsChange).toHaveBeenCalledWith(['b']);
  });
});
