import { REVIEW_ANSWER_MAX_LENGTH, REVIEW_TEXT_MAX_LENGTH } from './review.ts';

/** The messages of reviews (issue 38), in Japanese as every message's source; answered in the visitor's language. */
export const REVIEW_MESSAGES = {
  outcome: /*i18n*/ '引越しがどうだったかを選んでください。',
  company: /*i18n*/ '引越しをした引越し業者を選んでください。',
  overall: /*i18n*/ '総合評価を1〜5の中から選んでください。',
  onTime: /*i18n*/ '時間どおりだったかを1〜5の中から選んでください。',
  care: /*i18n*/ '荷物の扱いを1〜5の中から選んでください。',
  communication: /*i18n*/ '対応を1〜5の中から選んでください。',
  priceKept: /*i18n*/ '見積りどおりの料金だったかを選んでください。',
  paidAmountRequired: /*i18n*/ '実際に支払った金額を入力してください。',
  paidAmountInvalid: /*i18n*/ '支払った金額は1円以上の半角数字で入力してください。',
  textTooLong: /*i18n*/ { id: 'ご感想は{max}字以内で入力してください。', values: { max: REVIEW_TEXT_MAX_LENGTH } },
  textInvalid: /*i18n*/ 'ご感想に不正な値が含まれています。',
  answerRequired: /*i18n*/ '回答を入力してください。',
  answerTooLong: /*i18n*/ { id: '回答は{max}字以内で入力してください。', values: { max: REVIEW_ANSWER_MAX_LENGTH } },
  answerInvalid: /*i18n*/ '回答に不正な値が含まれています。',
  reportReason: /*i18n*/ '報告の理由を選んでください。',
} as const;
