import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import type { PublishedReview } from '../../domain/reviews/review.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { ReviewList } from './ReviewList.tsx';

// Sample reviews made up for the tests.
const answered: PublishedReview = {
  id: 'r1',
  companyCode: 'c001',
  ratings: { overall: 4, priceKept: true, onTime: 5, care: 4, communication: 3, text: '作業が丁寧でした。\n時間どおりに来てくれました。' },
  language: 'ja',
  movedMonth: '2026-03',
  route: { from: '13', to: '27' },
  postedAt: '2026-04-01T16:30:00Z',
  answer: { text: 'ご利用ありがとうございました。', answeredAt: '2026-04-03T01:00:00Z' },
};
const inEnglish: PublishedReview = {
  id: 'r2',
  companyCode: 'c001',
  ratings: { overall: 2, priceKept: false, onTime: 2, care: 3, communication: 1, text: 'They came two hours late.' },
  language: 'en',
  movedMonth: '2026-02',
  route: { from: '14', to: '14' },
  postedAt: '2026-02-20T03:00:00Z',
  answer: null,
};
const withoutText: PublishedReview = { ...inEnglish, id: 'r3', language: 'ja', ratings: { ...inEnglish.ratings, overall: 5, text: '' } };

describeConformance('ReviewList', {
  themeName: 'HkReviewList',
  render: (props) => <ReviewList reviews={[answered, inEnglish, withoutText]} {...props} />,
});

describe('ReviewList', () => {
  it('names each review by its month and route, with its scores, price, badge, text, language, date and answer', async () => {
    const screen = await renderWithTheme(<ReviewList reviews={[answered, inEnglish]} />);
    const review = screen.getByRole('listitem', { name: '2026年3月の引越し（東京都→大阪府）' });
    await expect.element(review.getByRole('heading', { level: 3, name: '2026年3月の引越し（東京都→大阪府）' })).toBeVisible();
    await expect.element(review.getByText('総合評価 5点中4点')).toBeInTheDocument();
    await expect.element(review.getByText('当サイトで予約した引越し')).toBeVisible();
    const aspects = review.getByRole('term').elements().map((term) => `${term.textContent}:${term.nextElementSibling?.textContent}`);
    expect(aspects).toEqual(['時間どおり:55点中5点', '荷物の扱い:45点中4点', '対応:35点中3点']);
    await expect.element(review.getByText('見積りどおりの料金', { exact: true })).toBeVisible();
    await expect.element(review.getByText(/作業が丁寧でした。/)).toHaveAttribute('lang', 'ja');
    // Posted at 01:30 on 2 April in Japan.
    await expect.element(review.getByText(/日本語で投稿/)).toHaveTextContent('日本語で投稿 · 2026年4月2日に投稿');
    await expect.element(review.getByRole('heading', { level: 4, name: '引越し業者からの回答' })).toBeVisible();
    await expect.element(review.getByText('2026年4月3日')).toBeVisible();
    await expect.element(review.getByText('ご利用ありがとうございました。')).toBeVisible();
  });

  it('marks a review written in English, a move within one prefecture, a price not kept and no answer', async () => {
    const screen = await renderWithTheme(<ReviewList reviews={[inEnglish]} headingLevel={4} />);
    const review = screen.getByRole('listitem', { name: '2026年2月の引越し（神奈川県内）' });
    await expect.element(review.getByRole('heading', { level: 4 })).toBeVisible();
    await expect.element(review.getByText('They came two hours late.')).toHaveAttribute('lang', 'en');
    await expect.element(review.getByText(/英語で投稿/)).toBeVisible();
    await expect.element(review.getByText('見積りと異なる料金')).toBeVisible();
    expect(screen.container.textContent).not.toContain('引越し業者からの回答');
  });

  it('shows no text and no language for a review without words', async () => {
    const screen = await renderWithTheme(<ReviewList reviews={[withoutText]} />);
    await expect.element(screen.getByText('2026年2月20日に投稿')).toBeVisible();
    expect(screen.container.textContent).not.toContain('日本語で投稿');
    expect(screen.container.querySelector('[lang]')).toBeNull();
  });

  it('says the list is empty, in its own words when given', async () => {
    const empty = await renderWithTheme(<ReviewList reviews={[]} />);
    await expect.element(empty.getByText('口コミはまだありません')).toBeVisible();
    expect(empty.container.querySelector('ul')).toBeNull();
    const own = await renderWithTheme(<ReviewList reviews={[]} emptyLabel="この条件の口コミはありません" />);
    await expect.element(own.getByText('この条件の口コミはありません')).toBeVisible();
  });
});

describe('ReviewList on an English page', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('says months, prefectures, dates and labels in English, each text in its own language', async () => {
    await activateLocale('en');
    const screen = await renderWithTheme(<ReviewList reviews={[answered, inEnglish]} />);
    const review = screen.getByRole('listitem', { name: 'Move in March 2026, Tokyo to Osaka' });
    await expect.element(review.getByText('Overall: 4 out of 5')).toBeInTheDocument();
    await expect.element(review.getByText('Booked through us')).toBeVisible();
    await expect.element(review.getByText(/作業が丁寧でした。/)).toHaveAttribute('lang', 'ja');
    await expect.element(review.getByText(/Written in Japanese/)).toHaveTextContent('Written in Japanese · Posted Thu, Apr 2, 2026');
    await expect.element(review.getByText('ご利用ありがとうございました。')).toHaveAttribute('lang', 'ja');
    await expect.element(screen.getByRole('listitem', { name: 'Move within Kanagawa, February 2026' })).toBeVisible();
    await expect.element(screen.getByText(/Written in English/)).toBeVisible();
  });
});
