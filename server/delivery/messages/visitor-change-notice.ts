import type { FlowId } from '../../../domain/flows/flows.ts';
import { FLOW_WORDS } from '../../../domain/flows/flowWords.ts';
import type { PricedDay } from '../../../domain/api/myMove.ts';
import { formatYen } from '../../../domain/format/price.ts';
import type { MailBlock, MailContent } from '../mail-content.ts';
import type { MoveWording } from '../move-wording.ts';
import { BUSINESS_FOOTER, japanTimeInWords, mailPrice, SUBJECT_MARK } from './message-parts.ts';

/** What the visitor did from their page, as one company is told it. */
export type VisitorChange =
  /** A quick booking cancelled, with the fee under the contract shown to the visitor first. */
  | { kind: 'cancelled'; period: string; percent: number; fee: number }
  /** A quick booking moved to another day, re-quoted; the company's unit moved with it. */
  | { kind: 'dateChanged'; previous: PricedDay; current: PricedDay }
  /** An estimate or reservation lead withdrawn: the company must stop contacting the visitor. */
  | { kind: 'withdrawn' }
  /** The visitor's personal data erased at their request (after any withdrawal or cancellation told in the same message). */
  | { kind: 'erased'; ended: VisitorChange | null };

export interface VisitorChangeNotice {
  flow: FlowId;
  reference: string;
  companyName: string;
  /** When the visitor made the change. */
  at: Date;
  change: VisitorChange;
}


const SUBJECTS: Readonly<Record<VisitorChange['kind'], (flow: FlowId) => string>> = {
  cancelled: () => 'かんたん予約のキャンセル',
  dateChanged: () => 'かんたん予約の日程変更',
  withdrawn: (flow) => `${FLOW_WORDS[flow].request}の取り下げ`,
  erased: () => 'お客様の個人情報の削除',
};

const STOP_CONTACT = 'お客様へのご連絡（電話・メールとも）はお控えください。';

function changeBlocks(wording: MoveWording, change: VisitorChange, flow: FlowId): MailBlock[] {
  switch (change.kind) {
    case 'cancelled':
      return [
        { kind: 'paragraph', text: `お客様がご予約をキャンセルしました。この日の予約枠は空きに戻っています。${STOP_CONTACT}` },
        {
          kind: 'fields',
          rows: [
            { label: 'キャンセルの時期', value: change.period },
            { label: 'キャンセル料（標準引越運送約款による上限）', value: change.fee === 0 ? 'なし' : `${formatYen(change.fee)}（運賃・料金の${change.percent}%）` },
          ],
        },
      ];
    case 'dateChanged':
      return [
        { kind: 'paragraph', text: 'お客様がご予約の引越し日を変更しました。新しい日の料金で、予約枠も新しい日に移っています。' },
        { kind: 'fields', rows: [{ label: '変更前の引越し日', value: wording.date(change.previous.date) }, { label: '変更後の引越し日', value: wording.date(change.current.date) }] },
        { kind: 'price', price: mailPrice(wording, '変更前の料金', change.previous.price, change.previous.priceParts) },
        { kind: 'price', price: mailPrice(wording, '変更後の料金（お客様に表示した料金）', change.current.price, change.current.priceParts) },
      ];
    case 'withdrawn':
      return [{ kind: 'paragraph', text: `お客様が貴社への${FLOW_WORDS[flow].request}を取り下げました。${STOP_CONTACT}` }];
    case 'erased':
      return [
        ...(change.ended === null ? [] : changeBlocks(wording, change.ended, flow)),
        {
          kind: 'paragraph',
          text: 'お客様のご依頼により、このご依頼のお客様の個人情報（お名前・ご連絡先・番地など）を当サービスから削除しました。貴社でお控えの個人情報も、法令により保存が必要なものを除き、削除をお願いいたします。',
        },
      ];
  }
}

/** A company told, in Japanese (`wording`), of a change the visitor made to a request it received (server/my-move/). */
export function visitorChangeNotice(wording: MoveWording, notice: VisitorChangeNotice): MailContent {
  const referenceLabel = FLOW_WORDS[notice.flow].referenceLabel;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `${notice.companyName} 御中` },
    ...changeBlocks(wording, notice.change, notice.flow),
    {
      kind: 'fields',
      rows: [
        { label: referenceLabel, value: notice.reference },
        { label: '手続きの日時', value: japanTimeInWords(notice.at) },
      ],
    },
    ...BUSINESS_FOOTER,
  ];
  return { locale: wording.locale, subject: `${SUBJECT_MARK}${SUBJECTS[notice.change.kind](notice.flow)}（${referenceLabel} ${notice.reference}）`, blocks };
}
