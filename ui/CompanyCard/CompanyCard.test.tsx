import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { priceLinesOf } from '../../domain/api/priceLines.ts';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import type { ReviewSummary } from '../../domain/reviews/review.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { CompanyCard } from './CompanyCard.tsx';
import type { CompanyCardData } from './CompanyCard.types.ts';

/** 128 reviews averaging 4.52 (shown 4.5). */
const reviews: ReviewSummary = { count: 128, mean: 4.52, distribution: [2, 4, 8, 26, 88], priceKept: { kept: 117, of: 128 } };
const noReviews: ReviewSummary = { count: 0, mean: null, distribution: [0, 0, 0, 0, 0], priceKept: { kept: 0, of: 0 } };

const company: CompanyCardData = {
  id: 'c001',
  name: 'さくら引越センター',
  price: 48_400,
  priceLines: priceLinesOf([
    { code: 'base', label: '基本料金（2tロング）', amount: 42_400 },
    { code: 'holiday', label: '祝日料金', amount: 6_000 },
  ]),
  reviews,
  telephoneNumber: '0312345678',
  businessHours: '9:00〜18:00',
};

describeConformance('CompanyCard', {
  themeName: 'HkCompanyCard',
  render: (props) => <CompanyCard company={company} onSelect={() => {}} {...props} />,
});

describe('CompanyCard', () => {
  it("shows the price with separators opening into its lines, its reviews' mean and count and the phone formatted", async () => {
    const screen = await renderWithTheme(<CompanyCard company={company} />);
    await expect.element(screen.getByText('48,400円')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '料金の内訳' }));
    await expect.element(screen.getByRole('row', { name: /基本料金/ })).toHaveTextContent('42,400円');
    await expect.element(screen.getByRole('row', { name: /合計/ })).toHaveTextContent('48,400円');
    await expect.element(screen.getByText('4.5（128件）')).toBeVisible();
    await expect.element(screen.getByText('満足度 5点中4.5、口コミ128件')).toBeInTheDocument();
    await expect.element(screen.getByText(/03-1234-5678/)).toBeVisible();
  });

  it('says so when a company gives no price, and when it has no reviews yet', async () => {
    const screen = await renderWithTheme(<CompanyCard company={{ ...company, price: null, priceLines: undefined, reviews: noReviews }} />);
    await expect.element(screen.getByText('料金はお問い合わせください')).toBeVisible();
    expect(screen.container.querySelector('.HkPriceBreakdown-root, [data-mode]')).toBeNull();
    await expect.element(screen.getByText('口コミはまだありません')).toBeVisible();
    expect(screen.container.textContent).not.toContain('満足度');
  });

  it('marks the morning price and names its lines so', async () => {
    const screen = await renderWithTheme(<CompanyCard company={{ ...company, priceSlot: 'am' }} />);
    await expect.element(screen.getByText('午前便', { exact: true })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '午前便の料金の内訳' })).toBeVisible();
  });

  it('reports the choice and marks the chosen card', async () => {
    const onSelect = vi.fn();
    const screen = await renderWithTheme(<CompanyCard company={company} selected onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: '選択中' });
    await expect.element(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    expect(onSelect).toHaveBeenCalledWith('c001');
    await expect.element(screen.getByRole('article')).toHaveAttribute('data-state', 'selected');
  });
});

describe('CompanyCard on an English page (issue 28)', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('reads in English, prices the English way, and keeps the name in Japanese marked as such', async () => {
    await activateLocale('en');
    const onShowDetail = vi.fn();
    const screen = await renderWithTheme(<CompanyCard company={company} onSelect={() => {}} onShowDetail={onShowDetail} />);
    await expect.element(screen.getByText('¥48,400')).toBeVisible();
    await expect.element(screen.getByText('4.5 (128 reviews)')).toBeVisible();
    await expect.element(screen.getByText('Phone 03-1234-5678 (9:00〜18:00)')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'さくら引越センター' })).toHaveAttribute('lang', 'ja');
    await expect.element(screen.getByRole('button', { name: 'Choose this company' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'See details (さくら引越センター)' }));
    expect(onShowDetail).toHaveBeenCalledWith('c001');
    await userEvent.click(screen.getByRole('button', { name: 'Price breakdown' }));
    // The line names in English and no detail: the pricing engine writes it in Japanese.
    await expect.element(screen.getByRole('row', { name: /Base fare/ })).toHaveTextContent('Base fare¥42,400');
    await expect.element(screen.getByRole('row', { name: /Weekend or holiday/ })).toHaveTextContent('Weekend or holiday¥6,000');
    await expect.element(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('¥48,400');
    expect(screen.container.textContent).not.toMatch(/基本料金|祝日料金|円/);
  });

  it('says "English spoken" for a company serving its customers in English', async () => {
    await activateLocale('en');
    const screen = await renderWithTheme(<CompanyCard company={{ ...company, languages: ['ja', 'en'] }} />);
    await expect.element(screen.getByText('English spoken')).toBeVisible();
  });
});

describe("CompanyCard: companies that speak the page's language", () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('marks none on a Japanese page, where every company serves the page’s language', async () => {
    const english = await renderWithTheme(<CompanyCard company={{ ...company, languages: ['ja', 'en'] }} />);
    expect(english.container.textContent).not.toContain('英語対応');
    expect(english.getByRole('heading', { name: 'さくら引越センター' }).element().hasAttribute('lang')).toBe(false);
  });

  it('marks one serving Chinese on a Chinese page, and neither one serving other languages nor one whose languages are unknown', async () => {
    await activateLocale('zh');
    const chinese = await renderWithTheme(<CompanyCard company={{ ...company, languages: ['ja', 'zh'] }} />);
    await expect.element(chinese.getByText('可用中文沟通')).toBeVisible();
    expect(chinese.getByRole('heading', { name: 'さくら引越センター' }).element().getAttribute('lang')).toBe('ja');
    const english = await renderWithTheme(<CompanyCard company={{ ...company, languages: ['ja', 'en'] }} />);
    expect(english.container.textContent).not.toContain('可用中文沟通');
    const unknown = await renderWithTheme(<CompanyCard company={company} />);
    expect(unknown.container.textContent).not.toContain('可用中文沟通');
  });
});
