import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import type { ReviewSummary } from '../../domain/reviews/review.ts';
import { describeConformance, expectNoAxeViolations, renderWithTheme } from '../test-utils/index.ts';
import { ReviewScoreSummary } from './ReviewScoreSummary.tsx';

/** 128 reviews averaging 4.25 (shown 4.3), 110 of them at the quoted price. */
const rated: ReviewSummary = { count: 128, mean: 4.25, distribution: [4, 6, 12, 26, 80], priceKept: { kept: 110, of: 128 } };
const none: ReviewSummary = { count: 0, mean: null, distribution: [0, 0, 0, 0, 0], priceKept: { kept: 0, of: 0 } };

describeConformance('ReviewScoreSummary', {
  themeName: 'HkReviewScoreSummary',
  render: (props) => <ReviewScoreSummary summary={rated} {...props} />,
});

describeConformance('ReviewScoreSummary (full)', {
  themeName: 'HkReviewScoreSummary',
  render: (props) => <ReviewScoreSummary summary={rated} variant="full" {...props} />,
});

describe('ReviewScoreSummary, compact', () => {
  it('shows the mean to one decimal and the count, and says both in full to a screen reader', async () => {
    const screen = await renderWithTheme(<ReviewScoreSummary summary={rated} />);
    await expect.element(screen.getByText('4.3（128件）')).toBeVisible();
    await expect.element(screen.getByText('4.3（128件）')).toHaveAttribute('aria-hidden', 'true');
    await expect.element(screen.getByText('満足度 5点中4.3、口コミ128件')).toBeInTheDocument();
    expect(screen.container.querySelector('svg')).not.toBeNull();
  });

  it('says in how many of the moves the quoted price was kept, once any review said', async () => {
    const screen = await renderWithTheme(<ReviewScoreSummary summary={rated} />);
    await expect.element(screen.getByText(`見積りどおりの料金 ${rated.priceKept.of}件中${rated.priceKept.kept}件`)).toBeVisible();
    const unsaid = await renderWithTheme(<ReviewScoreSummary summary={{ ...rated, priceKept: { kept: 0, of: 0 } }} />);
    expect(unsaid.container.textContent).not.toContain('見積りどおり');
  });

  it('says there are no reviews yet, without a star', async () => {
    const screen = await renderWithTheme(<ReviewScoreSummary summary={none} />);
    await expect.element(screen.getByText('口コミはまだありません')).toBeVisible();
    expect(screen.container.querySelector('svg')).toBeNull();
    expect(screen.container.firstElementChild?.getAttribute('data-state')).toBe('empty');
  });
});

describe('ReviewScoreSummary, full', () => {
  it('shows the mean with its stars, the count, the distribution 5 to 1, the kept prices and the basis', async () => {
    const screen = await renderWithTheme(<ReviewScoreSummary summary={rated} variant="full" />);
    await expect.element(screen.getByText('満足度 5点中4.3')).toBeInTheDocument();
    await expect.element(screen.getByText('口コミ128件')).toBeVisible();
    const table = screen.getByRole('table', { name: '評価ごとの口コミの数' });
    const rows = table.getByRole('row').elements().slice(1).map((row) => row.textContent);
    // Each row: the score (its figure for the eye, its words for a screen reader), its share, its count.
    expect(rows).toEqual(['55点63%80', '44点20%26', '33点9%12', '22点5%6', '11点3%4']);
    await expect.element(table.getByRole('rowheader', { name: '5点' })).toBeInTheDocument();
    await expect.element(screen.getByText('見積りどおりの料金だった引越し：128件中110件')).toBeVisible();
    await expect.element(screen.getByText(/当サイトで予約し、引越し業者が確定した引越し/)).toBeVisible();
  });

  it('fills the stars to the shown mean', async () => {
    const screen = await renderWithTheme(<ReviewScoreSummary summary={rated} variant="full" />);
    const filled = screen.container.querySelector<HTMLElement>('.HkReviewStars-filled');
    expect(filled?.style.width).toBe('86%');
  });

  it('says there are no reviews yet and still what a score would be made of', async () => {
    const screen = await renderWithTheme(<ReviewScoreSummary summary={none} variant="full" />);
    await expect.element(screen.getByText('口コミはまだありません')).toBeVisible();
    await expect.element(screen.getByText(/口コミだけから計算しています/)).toBeVisible();
    expect(screen.container.querySelector('table')).toBeNull();
    await expectNoAxeViolations(screen.container);
  });

  it('leaves out the kept prices when no review says', async () => {
    const screen = await renderWithTheme(<ReviewScoreSummary summary={{ ...rated, priceKept: { kept: 0, of: 0 } }} variant="full" />);
    expect(screen.container.textContent).not.toContain('見積りどおりの料金だった引越し');
  });
});

describe('ReviewScoreSummary on an English page', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('reads in English with plural forms', async () => {
    await activateLocale('en');
    const one = await renderWithTheme(<ReviewScoreSummary summary={{ count: 1, mean: 5, distribution: [0, 0, 0, 0, 1], priceKept: { kept: 1, of: 1 } }} />);
    await expect.element(one.getByText('5.0 (1 review)')).toBeVisible();
    const full = await renderWithTheme(<ReviewScoreSummary summary={rated} variant="full" />);
    await expect.element(full.getByText('128 reviews')).toBeVisible();
    await expect.element(full.getByText('Moves at the quoted price: 110 of 128')).toBeVisible();
    expect(full.container.textContent).not.toMatch(/[件点口]/);
  });
});
