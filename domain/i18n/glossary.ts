/**
 * The moving terms each language says one way (issue 37): where a Japanese message holds a term,
 * its translation holds the language's word for it, so 仮予約 is 临时预约 on every Chinese page and
 * đặt chỗ tạm thời on every Vietnamese one. `npm test` checks every message of the catalogues
 * against it (scripts/i18n/glossary-check.ts). English predates the glossary; its words are given
 * for the translators' reference and checked as the others are.
 */
export interface GlossaryTerm {
  /** The Japanese spellings of the term in the messages' source text. */
  readonly ja: readonly string[];
  /** What the term means in moving, for translators. */
  readonly meaning: string;
  /** The word each translation holds where the Japanese holds the term (compared without case). */
  readonly en?: readonly string[];
  readonly zh: readonly string[];
  readonly vi: readonly string[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  { ja: ['引越し比較'], meaning: "our service's name", en: ['Hikkoshi Hikaku'], zh: ['搬家比价'], vi: ['Hikkoshi Hikaku'] },
  {
    ja: ['一括見積'],
    meaning: 'one request sent to several moving companies, each answering with its estimate',
    zh: ['多家报价'],
    vi: ['báo giá từ nhiều công ty'],
  },
  { ja: ['見積'], meaning: "a company's price for a move, given after it hears the details", zh: ['报价'], vi: ['báo giá'] },
  { ja: ['仮予約'], meaning: 'a reservation the company still has to confirm; up to three companies at once', en: ['provisional'], zh: ['临时预约'], vi: ['đặt chỗ tạm thời'] },
  { ja: ['かんたん予約'], meaning: "our product's name for booking one company on the calendar of daily lowest prices", en: ['quick booking'], zh: ['快捷预约'], vi: ['đặt nhanh'] },
  { ja: ['標準引越運送約款'], meaning: 'the standard moving contract of the Ministry of Land, Infrastructure, Transport and Tourism', zh: ['标准搬家运输条款'], vi: ['điều khoản vận chuyển chuyển nhà tiêu chuẩn'] },
  { ja: ['キャンセル料'], meaning: 'the fee the standard moving contract allows when a booking is cancelled shortly before the day', en: ['fee'], zh: ['取消费'], vi: ['phí hủy'] },
  { ja: ['業者'], meaning: 'a moving company', zh: ['公司'], vi: ['công ty'] },
  { ja: ['引越し元'], meaning: 'where the visitor moves from', zh: ['搬出'], vi: ['nơi chuyển đi'] },
  { ja: ['引越し先'], meaning: 'where the visitor moves to', zh: ['搬入'], vi: ['nơi chuyển đến'] },
  { ja: ['引越し日'], meaning: 'the day of the move', en: ['moving date', 'moving day', 'move'], zh: ['搬家日期'], vi: ['ngày chuyển nhà'] },
  { ja: ['間取り'], meaning: 'the floor plan, as Japan writes it: 1K, 2LDK…', en: ['floor plan'], zh: ['户型'], vi: ['kiểu phòng'] },
  { ja: ['受付番号'], meaning: 'the reference number of an estimate request or provisional reservation', en: ['reference'], zh: ['受理编号'], vi: ['số tiếp nhận'] },
  { ja: ['予約番号'], meaning: 'the number of a quick booking', en: ['booking'], zh: ['预约编号'], vi: ['số đặt chỗ'] },
  { ja: ['口コミ'], meaning: 'a review of a moving company by a visitor it moved', en: ['review'], zh: ['评价'], vi: ['đánh giá'] },
  { ja: ['郵便番号'], meaning: 'the 7-digit Japanese postal code', en: ['postal code'], zh: ['邮政编码'], vi: ['mã bưu chính'] },
  { ja: ['個人情報'], meaning: 'personal data in the sense of the APPI', zh: ['个人信息'], vi: ['thông tin cá nhân'] },
];
