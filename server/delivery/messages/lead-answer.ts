import type { AnsweredFlowId } from '../../../domain/flows/flows.ts';
import type { PricePart } from '../../../domain/api/priceLines.ts';
import { formatYen } from '../../../domain/format/price.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import { CONFIRMED_TIME_FRAME_OPTIONS, DECLINE_REASON_OPTIONS, type ConfirmedTimeFrame, type DeclineReason } from '../../../domain/options/leadAnswers.ts';
import { optionLabel } from '../../../domain/options/option.ts';
import { businessHoursIn } from '../../marketplace/catalogue-words.ts';
import type { MailBlock, MailContent } from '../mail-content.ts';
import type { MoveInWords } from '../move-description.ts';
import type { MoveWording } from '../move-wording.ts';
import { japanTimeInWords, mailPrice, moveFields, subjectMark, visitorFooter } from './message-parts.ts';

/** What became of one company's lead, as its visitor hears it. */
export type LeadOutcome =
  | { kind: 'confirmed'; date: string; timeFrame: ConfirmedTimeFrame | null }
  | { kind: 'declined'; reason: DeclineReason }
  | { kind: 'expired'; answerBy: string };

export interface LeadAnswerNotice {
  flow: AnsweredFlowId;
  reference: string;
  customerName: string;
  company: { name: string; telephoneNumber: string; businessHours: string };
  price: { total: number; parts: readonly PricePart[] };
  /** The move in the visitor's language. */
  move: MoveInWords;
  otherRequests: string | undefined;
  outcome: LeadOutcome;
  /** Where the visitor finds another company for the same move. */
  link: string;
  /** The visitor's own page of the request (a private link). */
  pageLink: string;
}

/** What each flow calls the request and its number. */
const WORDS: Readonly<Record<AnsweredFlowId, { referenceLabel: Message; ended: Message }>> = {
  reservation: { referenceLabel: /*i18n*/ '受付番号', ended: /*i18n*/ 'この引越し業者への仮予約は終了しました。' },
  quickBooking: { referenceLabel: /*i18n*/ '予約番号', ended: /*i18n*/ 'この引越し業者へのご予約は終了しました。' },
};

/** The subject's words after the mark, by flow and outcome. */
const SUBJECTS: Readonly<Record<AnsweredFlowId, Readonly<Record<LeadOutcome['kind'], (values: { company: string; reference: string }) => Message>>>> = {
  reservation: {
    confirmed: (values) => /*i18n*/ ({ id: '{company}が仮予約を確定しました（受付番号 {reference}）', values }),
    declined: (values) => /*i18n*/ ({ id: '{company}から仮予約をお引き受けできないとの回答がありました（受付番号 {reference}）', values }),
    expired: (values) => /*i18n*/ ({ id: '{company}から期限までに回答がなく、仮予約を終了しました（受付番号 {reference}）', values }),
  },
  quickBooking: {
    confirmed: (values) => /*i18n*/ ({ id: '{company}がご予約を確定しました（予約番号 {reference}）', values }),
    declined: (values) => /*i18n*/ ({ id: '{company}からご予約をお引き受けできないとの回答がありました（予約番号 {reference}）', values }),
    expired: (values) => /*i18n*/ ({ id: '{company}から期限までに回答がなく、ご予約を終了しました（予約番号 {reference}）', values }),
  },
};

function subjectOf({ flow, company, outcome, reference }: LeadAnswerNotice): Message {
  return SUBJECTS[flow][outcome.kind]({ company: company.name, reference });
}

/** The confirmed day in words: '2026年12月5日（土） 午前', or the day and the time the visitor booked. */
function confirmedTime(wording: MoveWording, notice: LeadAnswerNotice, date: string, timeFrame: ConfirmedTimeFrame | null): string {
  if (timeFrame === null) return [notice.move.schedule, notice.move.time].filter((part) => part !== '').join(' ');
  return confirmedTimeInWords(wording, date, timeFrame);
}

/** A day and the time frame a company confirmed it in: '2026年12月5日（土） 午前' (the e-mail's words, and the visitor's page's). */
export function confirmedTimeInWords(wording: MoveWording, date: string, timeFrame: ConfirmedTimeFrame): string {
  const frame = optionLabel(CONFIRMED_TIME_FRAME_OPTIONS, timeFrame);
  return `${wording.date(date)} ${frame === undefined ? timeFrame : wording.words(frame)}`;
}

/** What the company confirmed, by flow. */
const CONFIRMED: Readonly<Record<AnsweredFlowId, (values: { company: string; price: string }) => Message>> = {
  reservation: (values) => /*i18n*/ ({ id: '{company}が、次の日時で仮予約を確定しました。料金は、お申し込みのときに表示された料金 {price} のままです。', values }),
  quickBooking: (values) => /*i18n*/ ({ id: '{company}が、次の日時でご予約を確定しました。料金は、お申し込みのときに表示された料金 {price} のままです。', values }),
};

function confirmedBlocks(wording: MoveWording, notice: LeadAnswerNotice, outcome: Extract<LeadOutcome, { kind: 'confirmed' }>): MailBlock[] {
  const { words, locale } = wording;
  const { company, price } = notice;
  const confirmed = CONFIRMED[notice.flow]({ company: company.name, price: formatYen(price.total, locale) });
  return [
    { kind: 'paragraph', text: words(confirmed) },
    { kind: 'notice', text: words(/*i18n*/ { id: '確定した日時：{time}', values: { time: confirmedTime(wording, notice, outcome.date, outcome.timeFrame) } }) },
    { kind: 'price', price: mailPrice(wording, company.name, price.total, price.parts) },
    { kind: 'paragraph', text: words(/*i18n*/ { id: '作業の詳しい段取りは、{company}からご連絡があります。', values: { company: company.name } }) },
    {
      kind: 'fields',
      rows: [
        { label: words(/*i18n*/ '業者の電話番号'), value: company.telephoneNumber },
        { label: words(/*i18n*/ '営業時間'), value: businessHoursIn(company.businessHours, locale) },
      ],
    },
  ];
}

/** What the company declined, by flow. */
const DECLINED: Readonly<Record<AnsweredFlowId, (values: { company: string; reason: string }) => Message>> = {
  reservation: (values) => /*i18n*/ ({ id: '{company}から、仮予約をお引き受けできないとの回答がありました。理由：{reason}', values }),
  quickBooking: (values) => /*i18n*/ ({ id: '{company}から、ご予約をお引き受けできないとの回答がありました。理由：{reason}', values }),
};

function endedBlocks(wording: MoveWording, notice: LeadAnswerNotice, outcome: Exclude<LeadOutcome, { kind: 'confirmed' }>): MailBlock[] {
  const { words, locale } = wording;
  const { flow, company } = notice;
  let ended: Message;
  if (outcome.kind === 'declined') {
    const reason = optionLabel(DECLINE_REASON_OPTIONS, outcome.reason);
    ended = DECLINED[flow]({ company: company.name, reason: reason === undefined ? outcome.reason : words(reason) });
  } else {
    ended = /*i18n*/ { id: '回答期限の{deadline}までに、{company}からご回答がありませんでした。', values: { deadline: japanTimeInWords(outcome.answerBy, locale), company: company.name } };
  }
  return [
    { kind: 'paragraph', text: words(ended) },
    { kind: 'notice', text: words(WORDS[flow].ended) },
    { kind: 'paragraph', text: words(/*i18n*/ '同じお引越しで、別の引越し業者をお選びいただけます。') },
    { kind: 'link', text: words(/*i18n*/ '別の引越し業者を探す'), href: notice.link },
  ];
}

/** The visitor's message, in their language, about one company's answer to their provisional reservation or quick booking, or its expiry. */
export function leadAnswerNotice(wording: MoveWording, notice: LeadAnswerNotice): MailContent {
  const { words, locale } = wording;
  const { outcome } = notice;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: words(/*i18n*/ { id: '{name} 様', values: { name: notice.customerName } }) },
    ...(outcome.kind === 'confirmed' ? confirmedBlocks(wording, notice, outcome) : endedBlocks(wording, notice, outcome)),
    {
      kind: 'fields',
      rows: [
        { label: words(WORDS[notice.flow].referenceLabel), value: notice.reference },
        { label: words(/*i18n*/ '引越し業者'), value: notice.company.name },
      ],
    },
    { kind: 'link', text: words(/*i18n*/ 'ご依頼の状況を見る・変更する'), href: notice.pageLink },
    { kind: 'heading', text: words(/*i18n*/ 'ご依頼の内容') },
    moveFields(wording, notice.move, notice.otherRequests),
    ...visitorFooter(wording),
  ];
  return { locale, subject: `${subjectMark(wording)}${words(subjectOf(notice))}`, blocks };
}
