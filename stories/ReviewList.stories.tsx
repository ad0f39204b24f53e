import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { monthInWords } from '../domain/format/monthInWords.ts';
import { activeLocale, t } from '../domain/i18n/i18n.ts';
import type { PublishedReview } from '../domain/reviews/review.ts';
import { ReviewList } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

// Sample reviews made up for these stories (nothing of them ships): newest first, as the API answers.

/** Written in Japanese, answered by the company. */
const ANSWERED: PublishedReview = {
  id: 'sample-1',
  companyCode: 'c001',
  ratings: {
    overall: 5,
    priceKept: true,
    onTime: 5,
    care: 5,
    communication: 4,
    text: '予定の時間ぴったりに来てくださいました。冷蔵庫や洗濯機も丁寧に養生していただき、傷ひとつありませんでした。\nまた引越すときもお願いしたいです。',
  },
  language: 'ja',
  movedMonth: '2026-03',
  route: { from: '13', to: '27' },
  postedAt: '2026-04-01T16:30:00Z',
  answer: { text: 'このたびはご利用いただき、誠にありがとうございました。新しいお住まいでのご生活が快適なものとなりますよう、お祈り申し上げます。', answeredAt: '2026-04-03T01:00:00Z' },
};

/** Written on an English page, the price not kept, no answer. */
const IN_ENGLISH: PublishedReview = {
  id: 'sample-2',
  companyCode: 'c001',
  ratings: {
    overall: 3,
    priceKept: false,
    onTime: 2,
    care: 4,
    communication: 3,
    text: 'The crew were careful with our furniture, but they arrived two hours late and charged extra for the stairs.',
  },
  language: 'en',
  movedMonth: '2026-02',
  route: { from: '14', to: '13' },
  postedAt: '2026-02-21T03:00:00Z',
  answer: null,
};

/** Scores only, within one prefecture. */
const WITHOUT_TEXT: PublishedReview = {
  id: 'sample-3',
  companyCode: 'c001',
  ratings: { overall: 4, priceKept: true, onTime: 4, care: 4, communication: 5, text: '' },
  language: 'ja',
  movedMonth: '2026-01',
  route: { from: '01', to: '01' },
  postedAt: '2026-01-30T09:00:00Z',
  answer: null,
};

/** A long text, written in one paragraph, with a long unbroken URL-like word. */
const LONG_TEXT: PublishedReview = {
  ...ANSWERED,
  id: 'sample-4',
  ratings: {
    ...ANSWERED.ratings,
    overall: 2,
    priceKept: false,
    text: `${'見積りのときには追加料金はかからないと聞いていましたが、当日になって階段作業の料金を請求されました。作業自体は丁寧でしたが、説明が足りなかったと思います。'.repeat(5)}詳しくはhttps://example.com/very/long/path/that/does/not/break/anywhere/at/all/without/help`,
  },
  answer: {
    text: 'ご指摘ありがとうございます。お見積りの際のご説明が不十分で、ご不便をおかけしました。社内で共有し、改善いたします。',
    answeredAt: '2026-04-04T01:00:00Z',
  },
};

const SEVERAL = [ANSWERED, IN_ENGLISH, WITHOUT_TEXT];

const meta = {
  title: 'Companies/ReviewList',
  component: ReviewList,
  args: { reviews: SEVERAL, headingLevel: 3 },
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A review's heading, as the list names it in the page's language. */
function moveHeading(movedMonth: string, from: string, to: string): string {
  return t({ id: '{month}の引越し（{from}→{to}）', values: { month: monthInWords(movedMonth, activeLocale()), from: t(from), to: t(to) } });
}

/** Three reviews: one answered, one written in English with the price not kept, one without words. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem', { name: /./ })).toHaveLength(3);
    const answered = within(canvas.getByRole('listitem', { name: moveHeading('2026-03', '東京都', '大阪府') }));
    await expect(answered.getByText(t({ id: '総合評価 5点中{score}点', values: { score: 5 } }))).toBeInTheDocument();
    await expect(answered.getByText(t('当サイトで予約した引越し'))).toBeVisible();
    await expect(answered.getByText(/予定の時間ぴったり/)).toHaveAttribute('lang', 'ja');
    await expect(answered.getByText(new RegExp(t('日本語で投稿')))).toBeVisible();
    await expect(answered.getByRole('heading', { level: 4, name: t('引越し業者からの回答') })).toBeVisible();
    const english = within(canvas.getByRole('listitem', { name: moveHeading('2026-02', '神奈川県', '東京都') }));
    await expect(english.getByText(/The crew were careful/)).toHaveAttribute('lang', 'en');
    await expect(english.getByText(new RegExp(t('英語で投稿')))).toBeVisible();
    await expect(english.getByText(t('見積りと異なる料金'))).toBeVisible();
    await expect(english.queryByText(t('引越し業者からの回答'))).toBeNull();
    const scoresOnly = canvas.getAllByRole('listitem', { name: /./ })[2]!;
    await expect(scoresOnly.querySelector('[lang]')).toBeNull();
    await expect(within(scoresOnly).getByText(t('見積りどおりの料金'))).toBeVisible();
  },
};

export const SeveralMobile: Story = { ...Several, globals: mobileGlobals };

/** No review yet. */
export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('口コミはまだありません'))).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A long text and a long answer wrap inside the card, the visitor's line breaks kept. */
export const LongText: Story = {
  args: { reviews: [LONG_TEXT, ANSWERED] },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('listitem', { name: /./ });
    await expect(first!.scrollWidth).toBeLessThanOrEqual(first!.clientWidth);
    await expect(within(first!).getByText(/階段作業の料金/)).toBeVisible();
  },
};

export const LongTextMobile: Story = { ...LongText, globals: mobileGlobals };

/** Inside a section with its own heading level 3: each review a level 4 heading, its answer a level 5. */
export const UnderASubheading: Story = {
  args: { reviews: [ANSWERED], headingLevel: 4 },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 4 })).toHaveTextContent(moveHeading('2026-03', '東京都', '大阪府'));
    await expect(canvas.getByRole('heading', { level: 5, name: t('引越し業者からの回答') })).toBeVisible();
  },
};

/** On an English page: months, prefectures and dates in English; each text in the language it was written in. */
export const OnEnglishPage: Story = { ...Several, globals: { locale: 'en' } };

export const OnEnglishPageMobile: Story = { ...Several, globals: { ...mobileGlobals, locale: 'en' } };
