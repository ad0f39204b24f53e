import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LeadPage } from '../../app/lead/LeadPage.tsx';
import { LeadStore } from '../../app/lead/LeadStore.ts';
import { sampleLead } from '../../app/testing/leadFixture.ts';
import type { LeadReview } from '../../domain/api/reviews.ts';
import { pageSettled } from './support/flowPage.tsx';
import { privatePageAtBothWidths } from './private/privatePage.tsx';

/**
 * A company's lead page (/lead/#…, README "Companies answer their leads"; Japanese only) opened from
 * the e-mail telling it of a review (issue 38): the review, the company's one public answer, and a
 * report to the operator. Real page and store; the API is answered by Mock Service Worker. A sample
 * lead and review made up for these stories.
 */
const meta = {
  title: 'Pages/Lead',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;

/** The reservation the company confirmed, its move done. */
const CONFIRMED = sampleLead({
  status: 'confirmed',
  confirmable: null,
  answer: { answeredAt: '2026-11-10T02:00:00.000Z', confirmedDate: '2026-11-22', confirmedTimeFrame: '1', declineReason: null },
  move: sampleLead().move.map((row) => (row.label === '引越し予定日' ? { ...row, value: '2026年11月22日（日）' } : row)),
});

const REVIEW: LeadReview = {
  id: 'review-1',
  companyCode: 'K0001',
  ratings: {
    overall: 3,
    priceKept: false,
    onTime: 4,
    care: 3,
    communication: 2,
    text: '作業は早かったのですが、冷蔵庫の運び出しのときに壁に小さな傷がつきました。\n当日に追加料金の説明があり、見積りより高くなりました。',
  },
  language: 'ja',
  movedMonth: '2026-11',
  route: { from: '13', to: '13' },
  postedAt: '2026-11-24T03:00:00.000Z',
  answer: null,
  answerable: true,
  report: null,
  hidden: false,
};

function leadPage(review: LeadReview) {
  return privatePageAtBothWidths<LeadStore>({
    url: '/lead/',
    server: (api) => {
      api.leadView = CONFIRMED;
      api.leadReview = review;
    },
    createStore: (root) => new LeadStore(root.api.lead),
    render: (store) => <LeadPage store={store} />,
  });
}

/** The page settled, nothing focused (the picture shows no focus ring a click left). */
async function settledWithoutFocus() {
  (document.activeElement as HTMLElement | null)?.blur();
  await pageSettled();
}

async function reviewPart(canvasElement: HTMLElement) {
  await pageSettled();
  return within(await within(canvasElement).findByRole('region', { name: 'お客様からの口コミ' }));
}

/** The review with the answer form (its counter at 0 of 500) and the report action. */
const reviewToAnswer: StoryObj = {
  play: async ({ canvasElement }) => {
    const part = await reviewPart(canvasElement);
    await expect(part.getByRole('listitem', { name: /./ })).toBeVisible();
    await expect(part.getByRole('textbox', { name: '回答' })).toBeVisible();
    await expect(part.getByText('0 / 500')).toBeVisible();
    await expect(part.getByRole('button', { name: '回答を公開する' })).toBeEnabled();
    await expect(part.getByRole('button', { name: '運営に報告する' })).toBeEnabled();
    // Publishing nothing says what is missing; nothing is sent.
    await userEvent.click(part.getByRole('button', { name: '回答を公開する' }));
    await expect(await part.findByText('回答を入力してください。')).toBeVisible();
    await userEvent.type(part.getByRole('textbox', { name: '回答' }), 'ご指摘ありがとうございます。');
    await expect(part.getByText('14 / 500')).toBeVisible();
    await settledWithoutFocus();
  },
};
const toAnswer = leadPage(REVIEW);
export const ReviewToAnswerPhone: StoryObj = { ...toAnswer.phone, ...reviewToAnswer };
export const ReviewToAnswerPC: StoryObj = { ...toAnswer.pc, ...reviewToAnswer };

/** The company answers the review: the answer shows under it, the page says it is published, and the form is gone (one answer only). */
const reviewAnswered: StoryObj = {
  play: async ({ canvasElement }) => {
    const part = await reviewPart(canvasElement);
    await userEvent.click(part.getByRole('textbox', { name: '回答' }));
    await userEvent.paste('このたびはご利用いただき、ありがとうございました。壁の傷の件、大変申し訳ございません。担当者からご連絡し、補修のご相談をさせていただきます。');
    await userEvent.click(part.getByRole('button', { name: '回答を公開する' }));
    await expect(await part.findByRole('heading', { name: '引越し業者からの回答' })).toBeVisible();
    await waitFor(() => expect(part.queryByRole('textbox', { name: '回答' })).toBeNull());
    await expect(part.queryByRole('button', { name: '回答を公開する' })).toBeNull();
    await expect(part.getByRole('status')).toHaveTextContent('回答を公開しました。口コミの下に、どなたでも読めるように表示しています。');
    await settledWithoutFocus();
  },
};
const answered = leadPage(REVIEW);
export const ReviewAnsweredPhone: StoryObj = { ...answered.phone, ...reviewAnswered };
export const ReviewAnsweredPC: StoryObj = { ...answered.pc, ...reviewAnswered };

/** The company reports a review that names a person: a reason is asked first, then the report is dated. */
const reviewReported: StoryObj = {
  play: async ({ canvasElement }) => {
    const part = await reviewPart(canvasElement);
    await userEvent.click(part.getByRole('button', { name: '運営に報告する' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: '口コミを運営に報告する' }));
    await userEvent.click(dialog.getByRole('button', { name: '報告する' }));
    await expect(await dialog.findByText('報告の理由を選んでください。')).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: /個人情報が書かれている/ }));
    await userEvent.click(dialog.getByRole('button', { name: '報告する' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(part.getByText(/「個人情報が書かれている」として運営に報告しました/)).toBeVisible();
    await expect(part.queryByRole('button', { name: '運営に報告する' })).toBeNull();
    await settledWithoutFocus();
  },
};
const reported = leadPage({ ...REVIEW, ratings: { ...REVIEW.ratings, text: `${REVIEW.ratings.text}
担当の山田さん（090-1234-5678）にはお世話になりました。` } });
export const ReviewReportedPhone: StoryObj = { ...reported.phone, ...reviewReported };
export const ReviewReportedPC: StoryObj = { ...reported.pc, ...reviewReported };
