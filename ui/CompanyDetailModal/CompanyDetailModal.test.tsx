import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { priceLinesOf } from '../../domain/api/priceLines.ts';
import type { PublishedReview, ReviewSummary } from '../../domain/reviews/review.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { CompanyDetailModal } from './CompanyDetailModal.tsx';
import type { CompanyDetailData } from './CompanyDetailModal.types.ts';

const company: CompanyDetailData = {
  id: 'c001',
  name: 'さくら引越センター',
  price: 48_400,
  priceLines: priceLinesOf([
    { code: 'base', label: '基本料金（2tロング）', amount: 42_400 },
    { code: 'weekend', label: '土日料金', amount: 6_000 },
  ]),
  telephoneNumber: '09012345678',
  businessHours: '9:00〜18:00',
};

const summary: ReviewSummary = { count: 2, mean: 4.5, distribution: [0, 0, 0, 1, 1], priceKept: { kept: 1, of: 2 } };
const review: PublishedReview = {
  id: 'r1',
  companyCode: 'c001',
  ratings: { overall: 5, priceKept: true, onTime: 5, care: 5, communication: 4, text: '丁寧でした。' },
  language: 'ja',
  movedMonth: '2026-10',
  route: { from: '13', to: '14' },
  postedAt: '2026-10-19T03:00:00Z',
  answer: null,
};

describeConformance('CompanyDetailModal', {
  themeName: 'HkModalDialog',
  render: (props) => <CompanyDetailModal open company={company} onClose={() => {}} {...props} />,
});

describe('CompanyDetailModal', () => {
  it('opens the price into its lines, and lists AM acceptance and contact data', async () => {
    const screen = await renderWithTheme(<CompanyDetailModal open company={company} acceptsAm={false} onClose={() => {}} />);
    await expect.element(screen.getByRole('dialog', { name: /さくら引越センター/ })).toBeVisible();
    await expect.element(screen.getByRole('row', { name: /曜日・祝日/ })).toHaveTextContent('6,000円');
    await expect.element(screen.getByRole('row', { name: /合計/ })).toHaveTextContent('48,400円');
    await expect.element(screen.getByText('対応不可')).toBeVisible();
    await expect.element(screen.getByText('090-1234-5678')).toBeVisible();
  });

  it('shows the morning price with its own lines beside the free-time price', async () => {
    const morning = priceLinesOf([
      { code: 'base', label: '基本料金（2tロング）', amount: 42_400 },
      { code: 'weekend', label: '土日料金', amount: 6_000 },
      { code: 'amSlot', label: '午前便指定料金', amount: 4_800 },
    ]);
    const screen = await renderWithTheme(
      <CompanyDetailModal open company={company} acceptsAm morningPrice={{ total: 53_200, lines: morning }} onClose={() => {}} />,
    );
    await expect.element(screen.getByText('53,200円')).toBeVisible();
    await expect.element(screen.getByRole('table', { name: '料金の内訳' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '午前便の料金の内訳' }));
    await expect.element(screen.getByRole('table', { name: '午前便の料金の内訳' })).toHaveTextContent('4,800円');
  });

  it('renders nothing without a company and reports a choice made in the modal', async () => {
    const onSelect = vi.fn();
    const empty = await renderWithTheme(<CompanyDetailModal open company={null} onClose={() => {}} />);
    expect(empty.container.childElementCount).toBe(0);
    const screen = await renderWithTheme(<CompanyDetailModal open company={company} onClose={() => {}} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'この業者を選ぶ' }));
    expect(onSelect).toHaveBeenCalledWith('c001');
  });

  it('shows the reviews: the full summary and the newest reviews under their heading', async () => {
    const screen = await renderWithTheme(<CompanyDetailModal open company={company} reviews={{ summary, list: [review] }} onClose={() => {}} />);
    const section = screen.getByRole('region', { name: 'お客様の口コミ' });
    await expect.element(section.getByRole('table', { name: '評価ごとの口コミの数' })).toBeInTheDocument();
    await expect.element(section.getByText('見積りどおりの料金だった引越し：2件中1件')).toBeVisible();
    await expect.element(section.getByRole('heading', { level: 4, name: '新しい口コミ' })).toBeVisible();
    await expect.element(section.getByRole('listitem')).toHaveTextContent('丁寧でした。');
    expect(screen.container.ownerDocument.body.textContent).not.toContain('満足度 －');
  });

  it('says once that there are no reviews yet, with what a score would be made of', async () => {
    const none: ReviewSummary = { count: 0, mean: null, distribution: [0, 0, 0, 0, 0], priceKept: { kept: 0, of: 0 } };
    const screen = await renderWithTheme(<CompanyDetailModal open company={company} reviews={{ summary: none, list: [] }} onClose={() => {}} />);
    const section = screen.getByRole('region', { name: 'お客様の口コミ' });
    await expect.element(section.getByText('口コミはまだありません')).toBeVisible();
    expect(section.getByRole('list').elements()).toHaveLength(0);
  });

  it('shows a spinner while the reviews load, and a line when they could not be loaded', async () => {
    const loading = await renderWithTheme(<CompanyDetailModal open company={company} reviews="loading" onClose={() => {}} />);
    await expect.element(loading.getByRole('progressbar', { name: '口コミを読み込み中' })).toBeVisible();
    loading.unmount();
    const failed = await renderWithTheme(<CompanyDetailModal open company={company} reviews="failed" onClose={() => {}} />);
    await expect.element(failed.getByText(/口コミを読み込めませんでした/)).toBeVisible();
  });

  it('has no reviews section without reviews given', async () => {
    const screen = await renderWithTheme(<CompanyDetailModal open company={company} onClose={() => {}} />);
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    expect(screen.getByRole('region', { name: 'お客様の口コミ' }).elements()).toHaveLength(0);
  });
});
