import type { PricePart } from '../../../domain/api/priceLines.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { CONFIRMED_TIME_FRAME_OPTIONS, DECLINE_REASON_OPTIONS, type ConfirmedTimeFrame, type DeclineReason } from '../../../domain/options/leadAnswers.ts';
import { optionLabel } from '../../../domain/options/option.ts';
import type { MailBlock, MailContent } from '../mail-content.ts';
import { dateInWords, type MoveInWords } from '../move-description.ts';
import { japanTimeInWords, mailPrice, moveFields, SUBJECT_MARK, VISITOR_FOOTER } from './message-parts.ts';

/** What became of one company's lead, as its visitor hears it. */
export type LeadOutcome =
  | { kind: 'confirmed'; date: string; timeFrame: ConfirmedTimeFrame | null }
  | { kind: 'declined'; reason: DeclineReason }
  | { kind: 'expired'; answerBy: string };

export interface LeadAnswerNotice {
  flow: 'reservation' | 'quickBooking';
  reference: string;
  customerName: string;
  company: { name: string; telephoneNumber: string; businessHours: string };
  price: { total: number; parts: readonly PricePart[] };
  move: MoveInWords;
  otherRequests: string | undefined;
  outcome: LeadOutcome;
  /** Where the visitor finds another company for the same move. */
  link: string;
  /** The visitor's own page of the request (a private link). */
  pageLink: string;
}

const WORDS = {
  reservation: { referenceLabel: '受付番号', what: '仮予約' },
  quickBooking: { referenceLabel: '予約番号', what: 'ご予約' },
} as const;

function subjectOf({ flow, company, outcome }: LeadAnswerNotice): string {
  const { what } = WORDS[flow];
  if (outcome.kind === 'confirmed') return `${company.name}が${what}を確定しました`;
  if (outcome.kind === 'declined') return `${company.name}から${what}をお引き受けできないとの回答がありました`;
  return `${company.name}から期限までに回答がなく、${what}を終了しました`;
}

/** The confirmed day in words: '2026年12月5日（土）午前', or the day and the time the visitor booked. */
function confirmedTime(notice: LeadAnswerNotice, date: string, timeFrame: ConfirmedTimeFrame | null): string {
  if (timeFrame === null) return [notice.move.schedule, notice.move.time].filter((part) => part !== '').join(' ');
  return `${dateInWords(date)} ${optionLabel(CONFIRMED_TIME_FRAME_OPTIONS, timeFrame) ?? timeFrame}`;
}

function outcomeBlocks(notice: LeadAnswerNotice): MailBlock[] {
  const { flow, company, outcome, price } = notice;
  const { what } = WORDS[flow];
  if (outcome.kind === 'confirmed') {
    return [
      { kind: 'paragraph', text: `${company.name}が、次の日時で${what}を確定しました。料金は、お申し込みのときに表示された料金 ${formatYen(price.total)} のままです。` },
      { kind: 'notice', text: `確定した日時：${confirmedTime(notice, outcome.date, outcome.timeFrame)}` },
      { kind: 'price', price: mailPrice(company.name, price.total, price.parts) },
      { kind: 'paragraph', text: `作業の詳しい段取りは、${company.name}からご連絡があります。` },
      { kind: 'fields', rows: [{ label: '業者の電話番号', value: company.telephoneNumber }, { label: '営業時間', value: company.businessHours }] },
    ];
  }
  const ended = outcome.kind === 'declined'
    ? `${company.name}から、${what}をお引き受けできないとの回答がありました。理由：${optionLabel(DECLINE_REASON_OPTIONS, outcome.reason) ?? outcome.reason}`
    : `回答期限の${japanTimeInWords(outcome.answerBy)}までに、${company.name}からご回答がありませんでした。`;
  return [
    { kind: 'paragraph', text: ended },
    { kind: 'notice', text: `この引越し業者への${what}は終了しました。` },
    { kind: 'paragraph', text: '同じお引越しで、別の引越し業者をお選びいただけます。' },
    { kind: 'link', text: '別の引越し業者を探す', href: notice.link },
  ];
}

/** The visitor's message about one company's answer to their provisional reservation or quick booking, or its expiry. */
export function leadAnswerNotice(notice: LeadAnswerNotice): MailContent {
  const { referenceLabel } = WORDS[notice.flow];
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `${notice.customerName} 様` },
    ...outcomeBlocks(notice),
    { kind: 'fields', rows: [{ label: referenceLabel, value: notice.reference }, { label: '引越し業者', value: notice.company.name }] },
    { kind: 'link', text: 'ご依頼の状況を見る・変更する', href: notice.pageLink },
    { kind: 'heading', text: 'ご依頼の内容' },
    moveFields(notice.move, notice.otherRequests),
    ...VISITOR_FOOTER,
  ];
  return { subject: `${SUBJECT_MARK}${subjectOf(notice)}（${referenceLabel} ${notice.reference}）`, blocks };
}
