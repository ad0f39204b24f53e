import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { japanTimeInWords } from '../domain/format/japanTime.ts';
import { activeLocale, t } from '../domain/i18n/i18n.ts';
import { REVIEW_MESSAGES } from '../domain/reviews/reviewMessages.ts';
import { EMPTY_REVIEW_FORM_VALUES, ReviewForm, type ReviewFormProps, type ReviewFormValues } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { allShown, typedInStoryLanguage } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

// Sample companies and words made up for these stories (nothing of them ships).

const SAKURA = { code: 'c001', name: 'さくら引越センター' };
const THREE_COMPANIES = [SAKURA, { code: 'c002', name: 'あおぞら運輸' }, { code: 'c003', name: 'みどりエクスプレス' }];

/** The English of what the visitor typed in these stories. */
const ENGLISH = {
  '時間どおりに来てくださり、作業も丁寧でした。': 'They came on time and worked carefully.',
  '階段の作業料金が当日に追加されました。': 'A charge for carrying things up the stairs was added on the day.',
};

const MOVED: ReviewFormValues = { ...EMPTY_REVIEW_FORM_VALUES, outcome: 'moved', companyCode: 'c001' };
const FILLED: ReviewFormValues = {
  ...MOVED,
  overall: 4,
  priceKept: true,
  onTime: 5,
  care: 4,
  communication: 4,
  text: '時間どおりに来てくださり、作業も丁寧でした。',
};

/** Drives the controlled form as the page does: the values live outside it, every change still reaches `onChange`. */
function Harness(args: ReviewFormProps) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <ReviewForm {...args} value={{ ...value, text: typedInStoryLanguage(value.text, ENGLISH) }} onChange={setValue} />;
}

const meta = {
  title: 'Forms/ReviewForm',
  component: ReviewForm,
  render: Harness,
  args: { companies: [SAKURA], value: EMPTY_REVIEW_FORM_VALUES, onChange: fn(), onSubmit: fn(), submitting: false },
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const outcomeLabel = (key: '{company}が引越しをしました' | '{company}が来ませんでした', company: string) => t({ id: key, values: { company } });
const stars = (canvas: Canvas, legend: string) => within(canvas.getByRole('radiogroup', { name: t(legend) }));
const score = (value: number) => t({ id: '{score}点', values: { score: value } });

/** Nothing answered: how the move went, for the one company of a quick booking. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = within(canvas.getByRole('group', { name: t('引越しはどうでしたか') }));
    await expect(group.getAllByRole('radio')).toHaveLength(3);
    await expect(group.getByRole('radio', { name: outcomeLabel('{company}が引越しをしました', SAKURA.name) })).not.toBeChecked();
    await expect(canvas.queryByRole('radiogroup', { name: t('総合評価') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('口コミを投稿する') })).toBeEnabled();
  },
};

export const EmptyMobile: Story = { ...Empty, globals: mobileGlobals };

/** A provisional reservation confirmed by three companies: the visitor says which one moved them. */
export const ThreeCompanies: Story = {
  args: { companies: THREE_COMPANIES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const labels = canvas.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    await expect(labels).toEqual([
      ...THREE_COMPANIES.map((company) => outcomeLabel('{company}が引越しをしました', company.name)),
      ...THREE_COMPANIES.map((company) => outcomeLabel('{company}が来ませんでした', company.name)),
      t('別の引越し業者で引越しました'),
    ]);
  },
};

export const ThreeCompaniesMobile: Story = { ...ThreeCompanies, globals: mobileGlobals };

/** Choosing the second of three companies reports its code, and the review opens. */
export const ChooseAmongThree: Story = {
  args: { companies: THREE_COMPANIES },
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: outcomeLabel('{company}が引越しをしました', 'あおぞら運輸') }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_REVIEW_FORM_VALUES, outcome: 'moved', companyCode: 'c002' });
    await expect(canvas.getByRole('radiogroup', { name: t('総合評価') })).toBeVisible();
  },
};

/** Moved and rated: every score given, the price kept, a few words counted. */
export const MovedFilled: Story = {
  args: { value: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(stars(canvas, '総合評価').getByRole('radio', { name: score(4) })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: t('はい') })).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: t('実際に支払った金額（円）') })).toBeNull();
    const text = typedInStoryLanguage(FILLED.text, ENGLISH);
    await expect(canvas.getByText(`${text.length} / 1000`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('口コミを投稿する') })).toBeVisible();
  },
};

export const MovedFilledMobile: Story = { ...MovedFilled, globals: mobileGlobals };

/** The price was not the quoted one: what the visitor paid, asked in figures. */
export const PriceNotKept: Story = {
  args: { value: { ...FILLED, priceKept: false, paidAmount: '68000', text: '階段の作業料金が当日に追加されました。' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: t('いいえ') })).toBeChecked();
    const amount = canvas.getByRole('textbox', { name: t('実際に支払った金額（円）') });
    await expect(amount).toHaveValue('68000');
    await expect(amount).toHaveAttribute('inputmode', 'numeric');
  },
};

/** Sent incomplete: each field's message under it, tied to it. */
export const WithErrors: Story = {
  args: { value: { ...MOVED, priceKept: false, communication: 3 } },
  render: (args) => (
    <Harness
      {...args}
      errors={allShown({
        overall: REVIEW_MESSAGES.overall,
        paidAmount: REVIEW_MESSAGES.paidAmountRequired,
        onTime: REVIEW_MESSAGES.onTime,
        care: REVIEW_MESSAGES.care,
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overall = canvas.getByRole('radiogroup', { name: t('総合評価') });
    await expect(overall).toHaveAttribute('aria-invalid', 'true');
    await expect(overall).toHaveAccessibleDescription(t(REVIEW_MESSAGES.overall));
    const amount = canvas.getByRole('textbox', { name: t('実際に支払った金額（円）') });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(t(REVIEW_MESSAGES.paidAmountRequired));
    await expect(canvas.getByRole('radiogroup', { name: t('対応') })).not.toHaveAttribute('aria-invalid');
  },
};

export const WithErrorsMobile: Story = { ...WithErrors, globals: mobileGlobals };

/** The company did not come: reported to the operator, nothing rated. */
export const NoShow: Story = {
  args: { value: { ...EMPTY_REVIEW_FORM_VALUES, outcome: 'noShow', companyCode: 'c001' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The note is announced as it appears; the company's name in it is a node of its own (kept in Japanese).
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(t({ id: '{company}が来なかったことを、運営に報告します。', values: { company: SAKURA.name } }));
    await expect(canvas.queryByRole('radiogroup', { name: t('総合評価') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('報告する') })).toBeEnabled();
  },
};

export const NoShowMobile: Story = { ...NoShow, globals: mobileGlobals };

/** The report is sent with the form's one button. */
export const SendReport: Story = {
  ...NoShow,
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: t('報告する') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Another company moved the visitor: thanked, nothing to rate. */
export const MovedElsewhere: Story = {
  args: { value: { ...EMPTY_REVIEW_FORM_VALUES, outcome: 'movedElsewhere' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('ご回答ありがとうございます。口コミは、当サイトで予約した引越し業者で引越したときにだけ投稿できます。'))).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: t('総合評価') })).toBeNull();
    await expect(canvas.getByRole('button', { name: t('送信する') })).toBeEnabled();
  },
};

/** Editing a posted review: until when it may be edited (Japan time), update or delete it. */
export const Editing: Story = {
  args: { value: FILLED, onDelete: fn(), editableUntil: '2026-12-09T09:00:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const until = japanTimeInWords('2026-12-09T09:00:00Z', activeLocale());
    await expect(canvas.getByText(t({ id: '{date}まで編集できます', values: { date: until } }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('口コミを更新する') })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t('口コミを削除する') })).toBeEnabled();
  },
};

export const EditingMobile: Story = { ...Editing, globals: mobileGlobals };

/** Delete and update each reach their own callback. */
export const DeleteOrUpdate: Story = {
  ...Editing,
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('口コミを削除する') }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('口コミを更新する') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Being sent: both buttons wait. */
export const Submitting: Story = {
  args: { value: FILLED, onDelete: fn(), submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('口コミを更新する') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('口コミを削除する') })).toBeDisabled();
    await expect(canvasElement.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A visitor writes a review from nothing, by pointer and keyboard: every change reaches the page, the button sends. */
export const WriteAReview: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: outcomeLabel('{company}が引越しをしました', SAKURA.name) }));
    await userEvent.click(stars(canvas, '総合評価').getByRole('radio', { name: score(3) }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(stars(canvas, '総合評価').getByRole('radio', { name: score(4) })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: t('いいえ') }));
    await userEvent.type(canvas.getByRole('textbox', { name: t('実際に支払った金額（円）') }), '52000');
    await userEvent.click(stars(canvas, '時間どおり').getByRole('radio', { name: score(5) }));
    await userEvent.click(stars(canvas, '荷物の扱い').getByRole('radio', { name: score(4) }));
    await userEvent.click(stars(canvas, '対応').getByRole('radio', { name: score(4) }));
    const words = typedInStoryLanguage('時間どおりに来てくださり、作業も丁寧でした。', ENGLISH);
    await userEvent.type(canvas.getByRole('textbox', { name: t('ご感想（任意）') }), words);
    await expect(canvas.getByText(`${words.length} / 1000`)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({
      outcome: 'moved', companyCode: 'c001', overall: 4, priceKept: false, paidAmount: '52000', onTime: 5, care: 4, communication: 4, text: words,
    });
    await userEvent.click(canvas.getByRole('button', { name: t('口コミを投稿する') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** On an English page: longer labels, the company names kept in Japanese. */
export const OnEnglishPage: Story = { ...Editing, args: { ...Editing.args, value: { ...FILLED, priceKept: false, paidAmount: '68000' } }, globals: { locale: 'en' } };

export const OnEnglishPageMobile: Story = { ...OnEnglishPage, globals: { ...mobileGlobals, locale: 'en' } };
