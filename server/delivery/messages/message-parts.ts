import { priceLinesOf, type PricePart } from '../../../domain/api/priceLines.ts';
import { CONTACT_METHOD_NOTES, CONTACT_METHOD_OPTIONS, CONTACT_WINDOW_OPTIONS, type ContactPreference } from '../../../domain/options/contactPreference.ts';
import { optionLabel } from '../../../domain/options/option.ts';
import { japanTimeInWords as instantInWords } from '../../../domain/format/japanTime.ts';
import type { MailBlock, MailField, MailPrice } from '../mail-content.ts';
import type { MoveInWords } from '../move-description.ts';

/** The product's name as messages sign with it, and the mark at the head of every subject. */
export const PRODUCT_NAME = '引越し比較';
export const SUBJECT_MARK = `【${PRODUCT_NAME}】`;

/** An instant in Japan time as visitors read it: '2026/11/27 18:00（日本時間）'. */
export function japanTimeInWords(instant: Date | string): string {
  return instantInWords(typeof instant === 'string' ? instant : instant.toISOString());
}

/** A price and its lines as the visitor was told them: the same grouping as the pages' breakdown. */
export function mailPrice(title: string, total: number, parts: readonly PricePart[]): MailPrice {
  return {
    title,
    total,
    lines: priceLinesOf(parts).map((line) => ({ label: line.label, detail: line.parts.map((part) => part.label).join('、'), amount: line.amount })),
  };
}

/** The contact choice in words: the method, what it means, and the phone windows chosen. */
export function contactChoiceInWords(contact: ContactPreference): string {
  const method = optionLabel(CONTACT_METHOD_OPTIONS, contact.method) ?? contact.method;
  const windows = contact.windows.map((window) => optionLabel(CONTACT_WINDOW_OPTIONS, window) ?? window);
  return [`${method}：${CONTACT_METHOD_NOTES[contact.method]}`, ...(windows.length === 0 ? [] : [`お電話の時間帯：${windows.join('、')}`])].join('\n');
}

/**
 * The move as the forms asked it, for the visitor's confirmation and the company's lead alike;
 * `otherRequests` is undefined in quick booking, which does not ask for them.
 */
export function moveFields(move: MoveInWords, otherRequests: string | undefined): MailBlock {
  return { kind: 'fields', rows: moveRows(move, otherRequests) };
}

/** The rows of `moveFields`, which the company's lead page and the visitor's page show as the e-mails did. */
export function moveRows(move: MoveInWords, otherRequests: string | undefined): MailField[] {
  return [
    { label: '引越し元', value: move.from },
    { label: '引越し先', value: move.to },
    { label: '引越し予定日', value: move.schedule },
    ...(move.time === '' ? [] : [{ label: '時間帯', value: move.time }]),
    { label: '人数', value: move.people },
    { label: '荷物', value: move.belongings.length === 0 ? 'なし' : move.belongings.join('\n') },
    { label: 'リスト以外の荷物', value: move.otherBelongings.trim() || 'なし' },
    ...(otherRequests === undefined ? [] : [{ label: 'その他ご要望', value: otherRequests.trim() || 'なし' }]),
  ];
}

/** Closing lines of a visitor's message. */
export const VISITOR_FOOTER: readonly MailBlock[] = [
  { kind: 'paragraph', text: 'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。' },
  { kind: 'paragraph', text: 'お心当たりのない場合は、お手数ですがこのメールを破棄してください。' },
  { kind: 'paragraph', text: PRODUCT_NAME },
];

/** Closing lines of a message to a company or a partner service. */
export const BUSINESS_FOOTER: readonly MailBlock[] = [
  { kind: 'paragraph', text: 'お客様の個人情報は、このお申し込みへの対応にのみお使いください。' },
  { kind: 'paragraph', text: `${PRODUCT_NAME} 加盟店窓口` },
];
