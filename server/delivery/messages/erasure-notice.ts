import type { MailContent } from '../mail-content.ts';
import { japanTimeInWords, PRODUCT_NAME, SUBJECT_MARK } from './message-parts.ts';

/** A recipient that received a request's personal data, to be told that the request was withdrawn and its data erased. */
export interface ErasureNotice {
  reference: string;
  /** Who reads it: a partner service's title, or null for whoever handles the address's mail. */
  addressee: string | null;
  /** When the data was erased. */
  at: Date;
}

/** A quick booking's reference ('KY-…') is a 予約番号; an estimate's or a reservation's a 受付番号. */
function referenceLabelOf(reference: string): string {
  return reference.startsWith('KY-') ? '予約番号' : '受付番号';
}

/**
 * The message, in Japanese, to a company or partner service that received a request's data and has
 * not been told otherwise: by reference only, the request is withdrawn and the visitor's data erased,
 * and it is asked to erase its own copy. Sent to partner services on an erasure, and to a company
 * whose lead was delivered while the erasure happened.
 */
export function erasureNotice(notice: ErasureNotice): MailContent {
  const label = referenceLabelOf(notice.reference);
  return {
    locale: 'ja',
    subject: `${SUBJECT_MARK}お客様の個人情報の削除（${label} ${notice.reference}）`,
    blocks: [
      { kind: 'paragraph', text: `${notice.addressee ?? ''} ご担当者様`.trimStart() },
      {
        kind: 'paragraph',
        text: 'このご依頼は取り下げられ、お客様のご依頼により、お客様の個人情報（お名前・ご連絡先・番地など）を当サービスから削除しました。お客様へのご連絡（電話・メールとも）はお控えください。貴社でお控えの個人情報も、法令により保存が必要なものを除き、削除をお願いいたします。',
      },
      { kind: 'fields', rows: [{ label, value: notice.reference }, { label: '手続きの日時', value: japanTimeInWords(notice.at) }] },
      { kind: 'paragraph', text: PRODUCT_NAME },
    ],
  };
}
