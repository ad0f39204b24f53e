import type { Ref } from 'react';
import type { SharedItem, SharingRecipientKind } from '../../domain/sharing/sharingRecord.ts';

/** One company or partner service that received the visitor's data: who, what, when. */
export interface SharingRecordEntry {
  /** Unique within the list (the recipient and the time, say). */
  id: string;
  recipientKind: SharingRecipientKind;
  /** A company's name (Japanese, marked so on an English page) or a partner service's title in the page's language. */
  recipientName: string;
  /** The items its message carried, in the record's order. */
  items: readonly SharedItem[];
  /** ISO 8601 instant the message was written, shown in Japan time. */
  providedAt: string;
}

export interface SharingRecordListProps {
  /** The provisions, in the order to show them (oldest first). */
  entries: readonly SharingRecordEntry[];
  /** Accessible name of the list (its heading, when the page shows one). */
  label: string;
  /** The day ('yyyy-MM-dd') the record is kept until after the visitor's data is erased; null when there is no entry. */
  keptUntil: string | null;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<div>` element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
