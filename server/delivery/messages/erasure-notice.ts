import type { MailContent } from '../mail-content.ts';
import { japanTimeInWords, PRODUCT_NAME, SUBJECT_MARK } from './message-parts.ts';

/** A recipient that received a request's personal data, to be told that the data was erased. */
export interface ErasureNotice {
  reference: string;
  /** Who reads it: a partner service's title, or null for whoever handles the address's mail. */
  addressee: string | null;
  /** When the data was erased. */
  at: Date;
  /**
   * Given, the data was erased at the end of its retention period, this many days after the move
   * (the request stands as it ended); else at the visitor's request, the request withdrawn.
   */
  retentionDays?: number;
}

/** A quick booking's reference ('KY-…') is a 予約番号; an estimate's or a reservation's a 受付番号. */
function referenceLabelOf(reference: string): string {
  return reference.startsWith('KY-') ? '予約番号' : '受付番号';
}

/** Why the data went, and what the recipient is asked. */
function erasureInWords(notice: ErasureNotice): string {
  const ownCopy = '貴社でお控えの個人情報も、法令により保存が必要なものを除き、削除をお願いいたします。';
  if (notice.retentionDays !== undefined) {
    return `このご依頼のお客様の個人情報（お名前・ご連絡先・番地など）は、引越し日から${notice.retentionDays}日の保存期間が過ぎたため、当サービスから削除しました。${ownCopy}`;
  }
  return `このご依頼は取り下げられ、お客様のご依頼により、お客様の個人情報（お名前・ご連絡先・番地など）を当サービスから削除しました。お客様へのご連絡（電話・メールとも）はお控えください。${ownCopy}`;
}

/**
 * The message, in Japanese, to a company or partner service that received a request's data: by
 * reference only, the visitor's data is erased (at their request, the request withdrawn; or at the
 * end of its retention period), and it is asked to erase its own copy. Sent to partner services on
 * the visitor's erasure, to a company whose lead was delivered while it happened, and to every
 * company and partner service that received a request when retention erases it.
 */
export function erasureNotice(notice: ErasureNotice): MailContent {
  const label = referenceLabelOf(notice.reference);
  return {
    locale: 'ja',
    subject: `${SUBJECT_MARK}お客様の個人情報の削除（${label} ${notice.reference}）`,
    blocks: [
      { kind: 'paragraph', text: `${notice.addressee ?? ''} ご担当者様`.trimStart() },
      { kind: 'paragraph', text: erasureInWords(notice) },
      { kind: 'fields', rows: [{ label, value: notice.reference }, { label: '手続きの日時', value: japanTimeInWords(notice.at) }] },
      { kind: 'paragraph', text: PRODUCT_NAME },
    ],
  };
}
