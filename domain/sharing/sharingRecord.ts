import type { Message } from '../i18n/message.ts';

/*
 * The record of a visitor's personal data provided to third parties (APPI Art. 29): for each company
 * and partner service a request went to, which items of the visitor's data its message carried, and
 * when. The server writes it with each such message (server/sharing/); the visitor's page shows it.
 */

/** An item of a visitor's data a message carried: the categories the law's record names, not their values. */
export type SharedItem =
  | 'name'
  | 'nameReading'
  | 'email'
  | 'phone'
  | 'addresses'
  | 'destinationArea'
  | 'move'
  | 'moveMonth'
  | 'belongings'
  | 'notes';

/** Every item in the order a record lists them. */
export const SHARED_ITEMS: readonly SharedItem[] = ['name', 'nameReading', 'email', 'phone', 'addresses', 'destinationArea', 'move', 'moveMonth', 'belongings', 'notes'];

/** Each item as the visitor reads it. */
export const SHARED_ITEM_LABELS: Readonly<Record<SharedItem, Message>> = {
  name: /*i18n*/ 'お名前',
  nameReading: /*i18n*/ 'フリガナ',
  email: /*i18n*/ 'メールアドレス',
  phone: /*i18n*/ '電話番号',
  addresses: /*i18n*/ '引越し元・引越し先の住所',
  destinationArea: /*i18n*/ '引越し先の都道府県・市区町村',
  move: /*i18n*/ '引越しの日程・間取り・人数',
  moveMonth: /*i18n*/ '引越し予定月',
  belongings: /*i18n*/ '荷物',
  notes: /*i18n*/ 'その他ご要望',
};

/** Who received the data: a moving company or a partner service. */
export type SharingRecipientKind = 'company' | 'partner';

/** One provision: one recipient, the items its message carried, when it was written. */
export interface SharingEntry {
  recipientKind: SharingRecipientKind;
  /** The company's or partner service's name (a partner service's title in the page's language). */
  recipientName: string;
  items: SharedItem[];
  /** ISO 8601 instant the message carrying the items was written. */
  providedAt: string;
}

/** The record of one request as its visitor's page shows it. */
export interface SharingRecord {
  entries: SharingEntry[];
  /**
   * The day ('yyyy-MM-dd', Japan's calendar) until which the record stays after the request's
   * personal data is erased (the last entry's date plus the record's retention period); null with no entry.
   */
  keptUntil: string | null;
}

/** Sorts items into the record's order, each once. */
export function inRecordOrder(items: Iterable<SharedItem>): SharedItem[] {
  const chosen = new Set(items);
  return SHARED_ITEMS.filter((item) => chosen.has(item));
}

/**
 * What of the record outlives the erasure of the visitor's data, why, and until `date` (already in
 * the reader's words): said beside the record, before erasing, and after.
 */
export function recordStaysMessage(date: string): Message {
  return /*i18n*/ {
    id: '情報を提供した記録（受付番号・提供先・項目・日時。お名前やご連絡先は含みません）は、個人情報保護法（第29条）で保存が義務づけられているため、お客様の情報を削除した後も{date}まで残り、その後削除します。',
    values: { date },
  };
}
