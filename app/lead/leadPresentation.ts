import type { LeadResponse } from '../../domain/api/lead.ts';
import type { LeadStatus } from '../../domain/api/leadStatus.ts';
import { priceLinesOf } from '../../domain/api/priceLines.ts';
import { flowHas } from '../../domain/flows/flows.ts';
import { FLOW_WORDS } from '../../domain/flows/flowWords.ts';
import { dateWithWeekday, japanTimeInWords } from '../../domain/format/japanTime.ts';
import { CONFIRMED_TIME_FRAME_OPTIONS, DECLINE_REASON_OPTIONS } from '../../domain/options/leadAnswers.ts';
import { optionLabel } from '../../domain/options/option.ts';
import type { LeadDetailsProps, LeadDetailsStatus } from '../../ui/LeadDetails/index.ts';

const STATUS: Readonly<Record<LeadStatus, LeadDetailsStatus>> = {
  open: { label: '回答待ち', tone: 'open' },
  confirmed: { label: '確定済み', tone: 'confirmed' },
  declined: { label: '辞退済み', tone: 'ended' },
  expired: { label: '期限切れ（回答なし）', tone: 'ended' },
  withdrawn: { label: 'お客様が取り下げ', tone: 'ended' },
  cancelled: { label: 'お客様がキャンセル', tone: 'ended' },
  completed: { label: '完了', tone: 'ended' },
};

/** Where the lead stands, in one sentence: its hold, or its answer. */
function noticeOf(lead: LeadResponse): string | undefined {
  const { answer } = lead;
  if (lead.status === 'open') {
    return flowHas(lead.flow, 'booking') && lead.answerBy !== null
      ? `このご予約は ${japanTimeInWords(lead.answerBy)} まで仮押さえです。有効期限までにお客様へ確認のご連絡をお願いします。`
      : undefined;
  }
  if (answer === null) return undefined;
  if (lead.status === 'confirmed') {
    const when = answer.confirmedDate === null
      ? ''
      : `${dateWithWeekday(answer.confirmedDate)} ${optionLabel(CONFIRMED_TIME_FRAME_OPTIONS, answer.confirmedTimeFrame ?? '') ?? ''}で`;
    return `${japanTimeInWords(answer.answeredAt)}に、${when}確定と回答しました。お客様にはメールでお知らせします。`;
  }
  if (lead.status === 'declined') {
    return `${japanTimeInWords(answer.answeredAt)}に、辞退と回答しました（理由：${optionLabel(DECLINE_REASON_OPTIONS, answer.declineReason ?? '') ?? ''}）。お客様にはメールでお知らせします。`;
  }
  if (lead.status === 'expired') return `回答期限の${japanTimeInWords(lead.answerBy ?? answer.answeredAt)}までにご回答がなかったため、この依頼は終了しました。`;
  return undefined;
}

/** The lead as `LeadDetails` shows it: the same rows, words and price as the company's e-mail. */
export function leadDetailsProps(lead: LeadResponse): LeadDetailsProps {
  const words = FLOW_WORDS[lead.flow];
  return {
    title: `${words.request}（${lead.companyName} 様）`,
    facts: [
      { label: words.referenceLabel, value: lead.reference },
      { label: '受付日時', value: japanTimeInWords(lead.receivedAt) },
      // A deadline only while there is something to answer: once answered or ended, the notice says what happened.
      ...(lead.answerBy === null || lead.status !== 'open' ? [] : [{ label: '回答期限', value: japanTimeInWords(lead.answerBy) }]),
    ],
    // Nothing is awaited of a company that does not answer its leads (it calls the visitor).
    status: !flowHas(lead.flow, 'companyAnswers') && lead.status === 'open' ? { label: '受付済み', tone: 'open' } : STATUS[lead.status],
    notice: noticeOf(lead),
    customer: lead.customer,
    customerNote: '辞退した依頼・期限を過ぎた依頼・取り下げやキャンセルのあった依頼では、お客様の情報（お名前・ご連絡先・番地や建物名・ご要望）は表示しません。',
    price: lead.price === null ? null : { total: lead.price.total, lines: priceLinesOf(lead.price.parts) },
    priceNote: lead.price === null
      ? 'この依頼では、お客様に料金を表示していません（訪問・電話での見積りをご案内しています）。'
      : 'お客様には、この料金と内訳をそのまま表示しています。',
    move: lead.move,
  };
}

/** Whether the page offers the answers: a lead still open of a flow whose companies answer (reservation, quick booking). */
export function isAnswerable(lead: LeadResponse): boolean {
  return lead.status === 'open' && flowHas(lead.flow, 'companyAnswers') && lead.answerBy !== null;
}
