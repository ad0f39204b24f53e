import { PRICE_LINE_LABELS, priceLinesOf, type PricePart } from '../../../domain/api/priceLines.ts';
import { japanTimeInWords as instantInWords } from '../../../domain/format/japanTime.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { CONTACT_METHOD_NOTES, CONTACT_METHOD_OPTIONS, CONTACT_WINDOW_OPTIONS, type ContactPreference } from '../../../domain/options/contactPreference.ts';
import { optionLabel } from '../../../domain/options/option.ts';
import { pricePartsIn } from '../../marketplace/price-parts-in-words.ts';
import type { MailBlock, MailField, MailPrice } from '../mail-content.ts';
import type { MoveInWords } from '../move-description.ts';
import type { MoveWording } from '../move-wording.ts';

/** The product's name as messages sign with it, and the mark at the head of every subject (the companies'; a visitor's follows their language). */
export const PRODUCT_NAME = '引越し比較';
export const SUBJECT_MARK = `【${PRODUCT_NAME}】`;

/** The mark at the head of a visitor's subject, in their language: 【引越し比較】, "[Hikkoshi Hikaku] ". */
export function subjectMark(wording: MoveWording): string {
  return wording.words(/*i18n*/ '【引越し比較】');
}

/** An instant in Japan time as visitors read it: '2026/11/27 18:00（日本時間）', 'Fri, Nov 27, 2026, 6:00 PM Japan Time'. */
export function japanTimeInWords(instant: Date | string, locale: Locale = 'ja'): string {
  return instantInWords(typeof instant === 'string' ? instant : instant.toISOString(), locale);
}

/**
 * A price and its lines as the visitor was told them: the same grouping as the pages' breakdown.
 * Each line's detail is its parts' labels, the pricing engine's Japanese text (「基本料金（2tロング）」)
 * or, for an English reader, the same read in English (Base fare (2t long-body truck)) as the
 * English pages show it.
 */
export function mailPrice(wording: MoveWording, title: string, total: number, parts: readonly PricePart[]): MailPrice {
  return {
    title,
    total,
    lines: priceLinesOf(parts).map((line) => ({
      label: wording.words(PRICE_LINE_LABELS[line.kind]),
      detail: wording.enumerate(pricePartsIn(line.parts, wording.locale).map((part) => part.label)),
      amount: line.amount,
    })),
  };
}

/** The contact choice in words: the method, what it means, and the phone windows chosen. */
export function contactChoiceInWords(wording: MoveWording, contact: ContactPreference): string {
  const method = optionLabel(CONTACT_METHOD_OPTIONS, contact.method) ?? contact.method;
  const windows = contact.windows.map((window) => wording.words(optionLabel(CONTACT_WINDOW_OPTIONS, window) ?? window));
  return [
    wording.words(/*i18n*/ { id: '{method}：{note}', values: { method: wording.words(method), note: wording.words(CONTACT_METHOD_NOTES[contact.method]) } }),
    ...(windows.length === 0 ? [] : [wording.words(/*i18n*/ { id: 'お電話の時間帯：{windows}', values: { windows: wording.enumerate(windows) } })]),
  ].join('\n');
}

/**
 * The move as the forms asked it, for the visitor's confirmation and the company's lead alike;
 * `otherRequests` is undefined in quick booking, which does not ask for them.
 */
export function moveFields(wording: MoveWording, move: MoveInWords, otherRequests: string | undefined): MailBlock {
  return { kind: 'fields', rows: moveRows(wording, move, otherRequests) };
}

/** The rows of `moveFields`, which the company's lead page and the visitor's page show as the e-mails did. */
export function moveRows(wording: MoveWording, move: MoveInWords, otherRequests: string | undefined): MailField[] {
  const { words } = wording;
  const none = words(/*i18n*/ '特になし');
  return [
    ...keptMoveRows(wording, move),
    { label: words(/*i18n*/ 'リスト以外の荷物'), value: move.otherBelongings.trim() || none },
    ...(otherRequests === undefined ? [] : [{ label: words(/*i18n*/ 'その他ご要望'), value: otherRequests.trim() || none }]),
  ];
}

/**
 * The rows of a move without the visitor's free text (which may say anything about them): places,
 * dates, people, belongings. What a company's page keeps of a lead that ended (with the places
 * worded by `areaOnlyWording`).
 */
export function keptMoveRows(wording: MoveWording, move: MoveInWords): MailField[] {
  const { words } = wording;
  return [
    { label: words(/*i18n*/ '引越し元'), value: move.from },
    { label: words(/*i18n*/ '引越し先'), value: move.to },
    { label: words(/*i18n*/ '引越し予定日'), value: move.schedule },
    ...(move.time === '' ? [] : [{ label: words(/*i18n*/ '時間帯'), value: move.time }]),
    { label: words(/*i18n*/ '人数'), value: move.people },
    { label: words(/*i18n*/ '荷物'), value: move.belongings.length === 0 ? words(/*i18n*/ '特になし') : move.belongings.join('\n') },
  ];
}

/** Closing lines of a visitor's message. */
export function visitorFooter(wording: MoveWording): MailBlock[] {
  return [
    { kind: 'paragraph', text: wording.words(/*i18n*/ 'このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできません。') },
    { kind: 'paragraph', text: wording.words(/*i18n*/ 'お心当たりのない場合は、お手数ですがこのメールを破棄してください。') },
    { kind: 'paragraph', text: wording.words(/*i18n*/ '引越し比較') },
  ];
}

/** Closing lines of a message to a company or a partner service. */
export const BUSINESS_FOOTER: readonly MailBlock[] = [
  { kind: 'paragraph', text: 'お客様の個人情報は、このお申し込みへの対応にのみお使いください。' },
  { kind: 'paragraph', text: `${PRODUCT_NAME} 加盟店窓口` },
];
