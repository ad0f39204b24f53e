import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import type { ReviewSummary } from '../domain/reviews/review.ts';
import { ReviewScoreSummary } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

// Sample summaries made up for these stories (nothing of them ships).

/** No published review yet. */
const NO_REVIEWS: ReviewSummary = { count: 0, mean: null, distribution: [0, 0, 0, 0, 0], priceKept: { kept: 0, of: 0 } };

/** One review of 5, at the quoted price. */
const ONE_REVIEW: ReviewSummary = { count: 1, mean: 5, distribution: [0, 0, 0, 0, 1], priceKept: { kept: 1, of: 1 } };

/** 128 reviews spread over every score, mean 4.25 (shown 4.3), 110 at the quoted price. */
const MANY_REVIEWS: ReviewSummary = { count: 128, mean: 4.25, distribution: [4, 6, 12, 26, 80], priceKept: { kept: 110, of: 128 } };

const meta = {
  title: 'Companies/ReviewScoreSummary',
  component: ReviewScoreSummary,
  args: { summary: MANY_REVIEWS, variant: 'compact' },
} satisfies Meta<typeof ReviewScoreSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of the distribution as a screen reader reads them: score, share, count. */
function distributionRows(canvas: ReturnType<typeof within>): string[] {
  const table = canvas.getByRole('table', { name: t('評価ごとの口コミの数') });
  return within(table).getAllByRole('row').slice(1).map((row) => row.textContent ?? '');
}

/** On a company card: a star, the mean and the count, said in full to a screen reader. */
export const Many: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t({ id: '{mean}（{count}件）', values: { mean: '4.3', count: 128 } }))).toBeVisible();
    await expect(canvas.getByText(t({ id: '満足度 5点中{mean}、口コミ{count}件', values: { mean: '4.3', count: 128 } }))).toBeInTheDocument();
  },
};

export const OneReview: Story = {
  args: { summary: ONE_REVIEW },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t({ id: '{mean}（{count}件）', values: { mean: '5.0', count: 1 } }))).toBeVisible();
  },
};

export const NoReviews: Story = {
  args: { summary: NO_REVIEWS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('口コミはまだありません'))).toBeVisible();
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** In the company's details: the mean with its stars, the distribution 5★ to 1★, the kept prices and the basis. */
export const ManyFull: Story = {
  args: { variant: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t({ id: '満足度 5点中{mean}', values: { mean: '4.3' } }))).toBeInTheDocument();
    await expect(canvas.getByText(t({ id: '口コミ{count}件', values: { count: 128 } }))).toBeVisible();
    const score = (value: number) => t({ id: '{score}点', values: { score: value } });
    await expect(distributionRows(canvas)).toEqual([
      `5${score(5)}63%80`, `4${score(4)}20%26`, `3${score(3)}9%12`, `2${score(2)}5%6`, `1${score(1)}3%4`,
    ]);
    await expect(canvas.getByText(t({ id: '見積りどおりの料金だった引越し：{of}件中{kept}件', values: { kept: 110, of: 128 } }))).toBeVisible();
    await expect(canvas.getByText(t('この評価は、当サイトで予約し、引越し業者が確定した引越しのお客様の口コミだけから計算しています。'))).toBeVisible();
  },
};

export const ManyFullMobile: Story = { ...ManyFull, globals: mobileGlobals };

export const OneReviewFull: Story = {
  args: { summary: ONE_REVIEW, variant: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t({ id: '口コミ{count}件', values: { count: 1 } }))).toBeVisible();
    await expect(distributionRows(canvas).map((row) => row.slice(-1))).toEqual(['1', '0', '0', '0', '0']);
    await expect(canvas.getByText(t({ id: '見積りどおりの料金だった引越し：{of}件中{kept}件', values: { kept: 1, of: 1 } }))).toBeVisible();
  },
};

/** No review yet: said so, with what a score will be made of. */
export const NoReviewsFull: Story = {
  args: { summary: NO_REVIEWS, variant: 'full' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('口コミはまだありません'))).toBeVisible();
    await expect(canvas.getByText(t('この評価は、当サイトで予約し、引越し業者が確定した引越しのお客様の口コミだけから計算しています。'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** On an English page: plural forms and the longer basis note. */
export const OnEnglishPage: Story = { ...ManyFull, globals: { locale: 'en' } };

export const OnEnglishPageMobile: Story = { ...ManyFull, globals: { ...mobileGlobals, locale: 'en' } };

export const OnEnglishPageCompact: Story = { ...OneReview, globals: { locale: 'en' } };
