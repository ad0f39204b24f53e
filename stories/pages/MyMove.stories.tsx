import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MyMovePage } from '../../app/my-move/MyMovePage.tsx';
import { MyMoveStore } from '../../app/my-move/MyMoveStore.ts';
import type { MyMoveView } from '../../domain/api/myMove.ts';
import type { MyMoveReview, OwnReview } from '../../domain/api/reviews.ts';
import { t } from '../../domain/i18n/i18n.ts';
import { pageSettled } from './support/flowPage.tsx';
import { privatePageAtBothWidths } from './private/privatePage.tsx';

/**
 * The visitor's page (/my-move/#…, README "The visitor's page") after a move a company confirmed,
 * with its review part (issue 38): the form open the day after the move, a review posted (editable
 * for 14 days, deletable at any time, kept or not when the visitor erases their data), a company
 * that did not come (taken back within 14 days), and a review the operator hid. Real page and
 * store; the API is answered by Mock Service Worker. A sample booking made up for these stories.
 */
const meta = {
  title: 'Pages/My move',
  tags: ['!autodocs'],
} satisfies Meta;
export default meta;

const COMPANY = { code: 'K0001', name: 'ほしづき引越センター' };

/** A quick booking the company confirmed, moved on Sunday 22 November 2026 (the stories stand on the 25th). */
const MOVED: MyMoveView = {
  flow: 'quickBooking',
  reference: 'KY-7Q4M2X9K',
  receivedAt: '2026-11-10T01:20:00.000Z',
  fields: [
    { label: '引越し元', value: '東京都渋谷区神宮前1-2-3' },
    { label: '引越し先', value: '東京都世田谷区桜新町4-5-6' },
    { label: '引越し予定日', value: '2026年11月22日（日）' },
    { label: '人数', value: '2人' },
  ],
  companies: [{
    ...COMPANY,
    logoPath: '/images/companies/K0001.png',
    price: 48_000,
    priceParts: [{ code: 'base', label: '基本料金（2tロング）', amount: 45_000 }, { code: 'weekend', label: '土日料金', amount: 3_000 }],
    status: 'confirmed',
    withdrawable: false,
    confirmedTime: null,
  }],
  partners: [],
  contact: null,
  booking: {
    movingDate: '2026-11-22',
    slot: 'free',
    holdEndsAt: null,
    telephoneNumber: '0120-123-456',
    businessHours: '9:00〜18:00',
    closedDays: [],
    cancellation: null,
    dateChangeable: false,
    cancelled: null,
    dateProposal: null,
  },
};

/** The review part the day after the move: nothing told yet. */
const OPEN: MyMoveReview = { companies: [COMPANY], open: true, opensOn: '2026-11-23', outcome: null, review: null };

/** The visitor's review, posted two days after the move, the price not the one quoted. */
const POSTED: OwnReview = {
  id: 'review-1',
  companyCode: COMPANY.code,
  ratings: {
    overall: 4,
    priceKept: false,
    paidAmount: 52_000,
    onTime: 5,
    care: 4,
    communication: 4,
    text: '約束の時間ちょうどに来ていただき、作業もとても丁寧でした。\n当日に階段作業の追加料金がかかったので、見積りのときに説明があればもっと良かったです。',
  },
  language: 'ja',
  movedMonth: '2026-11',
  route: { from: '13', to: '13' },
  postedAt: '2026-11-24T03:00:00.000Z',
  answer: null,
  editableUntil: '2026-12-08T03:00:00.000Z',
  editable: true,
  hidden: null,
};

function myMovePage(review: MyMoveReview) {
  return privatePageAtBothWidths<MyMoveStore>({
    url: '/my-move/',
    server: (api) => {
      api.myMoveView = MOVED;
      api.myMoveReview = review;
    },
    createStore: (root) => new MyMoveStore(root.api.myMove),
    load: (store) => store.load(),
    render: (store) => <MyMovePage store={store} />,
  });
}

/** The page settled, nothing focused (the picture shows no focus ring a click left). */
async function settledWithoutFocus() {
  (document.activeElement as HTMLElement | null)?.blur();
  await pageSettled();
}

/** The review part of the page, found by its heading. */
async function reviewPart(canvasElement: HTMLElement) {
  await pageSettled();
  return within(await within(canvasElement).findByRole('region', { name: t('引越しの口コミ') }));
}

// ---------- the form, the day after the move ----------

/** The visitor says the company moved them: the form asks its ratings, nothing sent until they post. */
const reviewFormOpen: StoryObj = {
  play: async ({ canvasElement }) => {
    const part = await reviewPart(canvasElement);
    const outcome = part.getByRole('radiogroup', { name: t('引越しはどうでしたか') });
    await userEvent.click(within(outcome).getByRole('radio', { name: `${COMPANY.name}が引越しをしました` }));
    await expect(part.getByRole('radiogroup', { name: t('見積りどおりの料金でしたか') })).toBeVisible();
    await expect(part.getByRole('textbox', { name: t('ご感想（任意）') })).toBeVisible();
    // Posting with nothing rated says what is missing on each field, from the rules the server holds to.
    await userEvent.click(part.getByRole('button', { name: t('口コミを投稿する') }));
    await expect(await part.findByText(t('総合評価を1〜5の中から選んでください。'))).toBeVisible();
    await expect(part.getByText(t('見積りどおりの料金だったかを選んでください。'))).toBeVisible();
    // Each answer takes its message away; the picture shows the form answered, ready to post.
    const rate = async (legend: string, score: number) =>
      userEvent.click(within(part.getByRole('radiogroup', { name: t(legend) })).getByRole('radio', { name: t({ id: '{score}点', values: { score } }) }));
    await rate('総合評価', 4);
    await userEvent.click(within(part.getByRole('radiogroup', { name: t('見積りどおりの料金でしたか') })).getByRole('radio', { name: t('いいえ') }));
    await userEvent.type(part.getByRole('textbox', { name: t('実際に支払った金額（円）') }), '52000');
    await rate('時間どおり', 5);
    await rate('荷物の扱い', 4);
    await rate('対応', 4);
    await userEvent.click(part.getByRole('textbox', { name: t('ご感想（任意）') }));
    await userEvent.paste('約束の時間ちょうどに来ていただき、作業もとても丁寧でした。');
    await waitFor(() => expect(part.queryByText(t('総合評価を1〜5の中から選んでください。'))).toBeNull());
    await expect(part.queryByText(t('実際に支払った金額を入力してください。'))).toBeNull();
    await settledWithoutFocus();
  },
};
const open = myMovePage(OPEN);
export const ReviewFormOpenPhone: StoryObj = { ...open.phone, ...reviewFormOpen };
export const ReviewFormOpenPC: StoryObj = { ...open.pc, ...reviewFormOpen };

// ---------- the review posted ----------

/** Their review as others read it, what only they see (the amount paid), and its two actions; deleting asks first. */
const reviewPosted: StoryObj = {
  play: async ({ canvasElement }) => {
    const part = await reviewPart(canvasElement);
    await expect(part.getByRole('listitem', { name: /./ })).toBeVisible();
    await expect(part.getByText(/52,000/)).toBeVisible();
    await expect(part.getByRole('button', { name: t('編集する') })).toBeEnabled();
    await userEvent.click(part.getByRole('button', { name: t('削除する') }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t('口コミを削除しますか') }));
    await userEvent.click(dialog.getByRole('button', { name: t('やめる') }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(part.getByRole('listitem', { name: /./ })).toBeVisible();
    await settledWithoutFocus();
  },
};
const posted = myMovePage({ ...OPEN, open: false, review: POSTED });
export const ReviewPostedPhone: StoryObj = { ...posted.phone, ...reviewPosted };
export const ReviewPostedPC: StoryObj = { ...posted.pc, ...reviewPosted };

/** 「編集する」 reopens the form filled with the review; the paid amount is kept. */
const reviewEditing: StoryObj = {
  play: async ({ canvasElement }) => {
    const part = await reviewPart(canvasElement);
    await userEvent.click(part.getByRole('button', { name: t('編集する') }));
    await expect(await part.findByRole('button', { name: t('口コミを更新する') })).toBeVisible();
    await expect(part.getByRole('textbox', { name: t('実際に支払った金額（円）') })).toHaveValue('52000');
    await expect(part.getByRole('button', { name: t('口コミを削除する') })).toBeVisible();
    await settledWithoutFocus();
  },
};
export const ReviewEditingPhone: StoryObj = { ...posted.phone, ...reviewEditing };
export const ReviewEditingPC: StoryObj = { ...posted.pc, ...reviewEditing };

/** 今すぐ削除する asks whether the posted review stays, deleting it by default; the picture shows it kept. */
const eraseKeepingReview: StoryObj = {
  play: async ({ canvasElement }) => {
    await pageSettled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('今すぐ削除する') }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t('お客様の情報を削除しますか') }));
    const choice = within(dialog.getByRole('group', { name: t('投稿した口コミはどうしますか') }));
    await expect(choice.getByRole('radio', { name: t('口コミも削除する') })).toBeChecked();
    await userEvent.click(choice.getByRole('radio', { name: t('口コミは残す') }));
    await expect(choice.getByRole('radio', { name: t('口コミは残す') })).toBeChecked();
    await settledWithoutFocus();
  },
};
export const EraseKeepingReviewPhone: StoryObj = { ...posted.phone, ...eraseKeepingReview };
export const EraseKeepingReviewPC: StoryObj = { ...posted.pc, ...eraseKeepingReview };

// ---------- a company that did not come ----------

/** The visitor told that the company did not come: the part says the operator checks it, and offers taking it back. */
const noShowTold: StoryObj = {
  play: async ({ canvasElement }) => {
    const part = await reviewPart(canvasElement);
    await expect(part.getByText(new RegExp(`${COMPANY.name}が来なかった|${COMPANY.name} did not come`))).toBeVisible();
    await expect(part.getByRole('button', { name: t('お知らせを取り消す') })).toBeEnabled();
    await settledWithoutFocus();
  },
};
const noShow = myMovePage({
  ...OPEN,
  open: false,
  outcome: { outcome: 'noShow', companyCode: COMPANY.code, toldAt: '2026-11-24T01:00:00.000Z', withdrawableUntil: '2026-12-08T01:00:00.000Z', withdrawable: true },
});
export const NoShowToldPhone: StoryObj = { ...noShow.phone, ...noShowTold };
export const NoShowToldPC: StoryObj = { ...noShow.pc, ...noShowTold };

/** Taken back: the form opens again, and the part says so. */
const noShowWithdrawn: StoryObj = {
  play: async ({ canvasElement }) => {
    const part = await reviewPart(canvasElement);
    await userEvent.click(part.getByRole('button', { name: t('お知らせを取り消す') }));
    await expect(await part.findByText(t('お知らせを取り消しました。あらためて、引越しがどうだったかをお聞かせください。'))).toBeVisible();
    await expect(part.getByRole('button', { name: t('口コミを投稿する') })).toBeVisible();
    await settledWithoutFocus();
  },
};
export const NoShowWithdrawnPhone: StoryObj = { ...noShow.phone, ...noShowWithdrawn };

// ---------- hidden by the operator ----------

/** Hidden by the operator, with its reason; its editing window over, deleting stays possible. */
const reviewHidden: StoryObj = {
  play: async ({ canvasElement }) => {
    const part = await reviewPart(canvasElement);
    await expect(part.getByText(/電話番号が書かれていたため/)).toBeVisible();
    await expect(part.queryByRole('button', { name: t('編集する') })).toBeNull();
    await expect(part.getByRole('button', { name: t('削除する') })).toBeEnabled();
  },
};
const hidden = myMovePage({
  ...OPEN,
  open: false,
  review: { ...POSTED, editable: false, editableUntil: '2026-11-24T09:00:00.000Z', hidden: { reason: 'ご感想に引越し業者の担当者の電話番号が書かれていたため' } },
});
export const ReviewHiddenPhone: StoryObj = { ...hidden.phone, ...reviewHidden };
export const ReviewHiddenPC: StoryObj = { ...hidden.pc, ...reviewHidden };
