import type { Ref } from 'react';
import type { PriceLine } from '../../domain/api/priceLines.ts';

/** A label and its value; a value may span lines ('\n'). */
export interface LeadDetailsField {
  label: string;
  value: string;
}

/** Where a lead stands, in words, and how it is marked: waiting for an answer, confirmed, or ended. */
export interface LeadDetailsStatus {
  label: string;
  tone: 'open' | 'confirmed' | 'ended';
}

export interface LeadDetailsProps {
  /** What the lead is, as its e-mail's subject names it ('仮予約の依頼'). */
  title: string;
  /** The lead's reference and times (受付番号, 受付日時, 回答期限). */
  facts: readonly LeadDetailsField[];
  /** Where the lead stands. */
  status: LeadDetailsStatus;
  /**
   * What the reader must not miss (a hold's end), set apart under the title.
   * @default undefined
   */
  notice?: string;
  /** The visitor's rows (name, e-mail, the phone where allowed, how to reach them); empty when no longer shown. */
  customer: readonly LeadDetailsField[];
  /**
   * Said in place of the visitor's rows when there are none.
   * @default ''
   */
  customerNote?: string;
  /** The price the visitor was shown, with its lines; null when none was shown. */
  price: { total: number; lines: readonly PriceLine[] } | null;
  /** Said under the price (or in its place when there is none). */
  priceNote: string;
  /** The move's rows: addresses, date, people, belongings, other requests. */
  move: readonly LeadDetailsField[];
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}
