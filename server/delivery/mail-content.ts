import type { Locale } from '../../domain/i18n/locale.ts';

/** A label and its value, e.g. 引越し予定日 → 2026年12月5日（土）. A value may span lines. */
export interface MailField {
  label: string;
  value: string;
}

/** A price as the visitor was told it: the total and the lines it adds up to, each with its detail. */
export interface MailPrice {
  /** Who gives the price (a company name), or what it is (ご予約の料金). */
  title: string;
  total: number;
  lines: readonly { label: string; detail: string; amount: number }[];
}

/**
 * One piece of a message. A message is a list of blocks rendered twice, as plain text and as HTML,
 * so both parts of an e-mail always say the same thing.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  /** Set apart from the text around it: what the reader must not miss (a hold's expiry). */
  | { kind: 'notice'; text: string }
  | { kind: 'fields'; rows: readonly MailField[] }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'price'; price: MailPrice }
  | { kind: 'link'; text: string; href: string };

/** What a message says: its subject and its blocks, in the order they are read, in one language. */
export interface MailContent {
  locale: Locale;
  subject: string;
  blocks: readonly MailBlock[];
}
