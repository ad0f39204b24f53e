import type { LeadResponse } from '../../domain/api/lead.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';

/** The parts of the sample lead's price. */
export const SAMPLE_LEAD_PRICE_PARTS: readonly PricePart[] = [
  { code: 'base', label: '基本料金（2tロング）', amount: 38_000 },
  { code: 'distance', label: '距離料金（同一都道府県・約12km）', amount: 3_400 },
  { code: 'weekend', label: '土日料金', amount: 2_100 },
];

/** A provisional reservation lead as GET /api/lead/ answers it, for store tests and stories. */
export function sampleLead(overrides: Partial<LeadResponse> = {}): LeadResponse {
  return {
    flow: 'reservation',
    reference: 'RV-7K2M9Q4X',
    receivedAt: '2026-11-25T03:12:00.000Z',
    companyName: 'さくら引越センター',
    status: 'open',
    answerBy: '2026-11-27T03:12:00.000Z',
    customer: [
      { label: 'お名前', value: '山田 花子（ヤマダ ハナコ）' },
      { label: 'メールアドレス', value: 'hanako@example.jp' },
      { label: '電話番号', value: '080-1234-5678' },
      { label: 'ご連絡方法', value: 'メールと電話（お電話は次の時間帯にのみおかけください：18時〜21時）' },
    ],
    price: {
      total: 43_500,
      parts: [...SAMPLE_LEAD_PRICE_PARTS],
    },
    move: [
      { label: '引越し元', value: '〒160-0022 東京都新宿区新宿1-2-3\nマンション・1LDK' },
      { label: '引越し先', value: '東京都世田谷区桜新町4-5-6\nマンション・2LDK' },
      { label: '引越し予定日', value: '2026年12月12日（土）' },
      { label: '時間帯', value: '指定なし' },
      { label: '人数', value: '2人' },
      { label: '荷物', value: 'リビング：テレビ1台\nその他：ダンボール20個' },
      { label: 'リスト以外の荷物', value: 'なし' },
      { label: 'その他ご要望', value: 'なし' },
    ],
    confirmable: { date: '2026-12-12', timeFrames: ['1', '2'] },
    answer: null,
    dateProposal: null,
    ...overrides,
  };
}
