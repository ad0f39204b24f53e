import type { Message, MessageList } from '../i18n/message.ts';

export { readingOf } from '../flows/flowReadings.ts';

/**
 * Every validation message shown to visitors or returned by the API, in one place.
 * Messages quoted by the spec (§5) are verbatim; the others follow their wording.
 * Where the flows word a message differently, it has one wording per reading, and each flow takes
 * its reading (`readingOf`, domain/flows/flowReadings.ts). Each is Japanese and marked for translation
 * (domain/i18n/message.ts): a page shows it through `translateMessage(i18n, message)`, the server
 * through `translateMessage(translatorFor(locale), message)`; a message with values is a descriptor.
 */
export const MESSAGES = {
  postalCode: {
    required: /*i18n*/ '郵便番号を入力してください。',
    halfWidthDigits: /*i18n*/ '郵便番号は半角数字で入力してください。',
    length: /*i18n*/ '郵便番号は7桁で入力してください。',
    notFound: /*i18n*/ '入力された郵便番号に該当する住所が見つかりません。',
    severalAddresses: /*i18n*/ '入力された郵便番号には複数の住所が該当します。',
    serverError: /*i18n*/ '郵便番号の検索に失敗しました。時間をおいて再度お試しください。',
    /** The code exists but belongs to another city than the one chosen. */
    otherAddress: /*i18n*/ '郵便番号と住所が一致しません。',
  },
  prefecture: { required: /*i18n*/ '都道府県を選択してください。' },
  city: { required: /*i18n*/ '市区町村を選択してください。' },
  district: { required: /*i18n*/ '町名を選択してください。' },
  houseNumber: {
    required: /*i18n*/ '番地を入力してください。',
    invalid: /*i18n*/ '番地に不正な値が含まれています。',
    tooLong: /*i18n*/ '番地は100字以内で入力してください。',
  },
  townArea: { invalid: /*i18n*/ '町域に不正な値が含まれています。', tooLong: /*i18n*/ '町域は100字以内で入力してください。' },
  detailAddress: { invalid: /*i18n*/ '番地・建物名に不正な値が含まれています。', tooLong: /*i18n*/ '番地・建物名は100字以内で入力してください。' },
  floorPlan: { required: /*i18n*/ '間取りを選択してください。' },
  housingType: { required: /*i18n*/ '住居タイプを選択してください。' },
  movers: { required: /*i18n*/ '引越し人数を選択してください。' },
  movingDate: {
    required: /*i18n*/ '引越し予定日を選択してください。',
    nonexistent: /*i18n*/ '存在しない日付です。正しい日付を選択してください。',
    /** Outside today + 3 days … today + 3 months (spec §9). */
    outOfWindow: /*i18n*/ '引越し予定日は3日後から3か月後までの日付をお選びください。',
  },
  movingMonth: { required: /*i18n*/ '引越し予定月を選択してください。' },
  timing: { required: /*i18n*/ '引越し予定時期を選択してください。' },
  buildingDetail: {
    /** The missing items, listed: 「階数、エレベーターの有無を入力してください。」 */
    missing: (items: MessageList): Message => {
      return /*i18n*/ { id: '{items}を入力してください。', values: { items } };
    },
    items: {
      buildingType: /*i18n*/ '建物の種類',
      isTower: /*i18n*/ '建物の高さ',
      floor: /*i18n*/ '階数',
      hasIndoorStairs: /*i18n*/ '室内階段の有無',
      hasElevator: /*i18n*/ 'エレベーターの有無',
      parkingAvailability: /*i18n*/ 'トラックの駐車',
      isNewBuilding: /*i18n*/ '建物の状態',
    },
  },
  belongings: {
    allZero: /*i18n*/ '全ての荷物で個数が0となっています。',
    digitsOnly: /*i18n*/ '個数は半角数字で入力してください。',
    /** Count above the item limit (30, or 99 for cardboard boxes). */
    overLimit: (limit: number): Message => {
      return /*i18n*/ { id: '個数は{limit}以内で入力してください。', values: { limit } };
    },
    etcTooLong: /*i18n*/ 'リスト以外の家財は300字以内で入力してください。',
    etcInvalid: /*i18n*/ 'リスト以外の家財に不正な値が含まれています。',
    etcChoice: /*i18n*/ 'リスト以外の家財の有無を選択してください。',
    /** The same item listed twice in one request (API only; the forms hold one count per item). */
    duplicateItem: /*i18n*/ '同じ荷物が重複して指定されています。',
    /** Belongings beyond what two 4t trucks carry (52 m³). */
    tooMuch: /*i18n*/ '荷物の量が4tトラック2台分を超えています。個数をご確認ください。',
  },
  name: {
    required: { quick: /*i18n*/ 'お名前を入力してください。', estimate: /*i18n*/ '氏名を入力してください。' },
    invalid: { quick: /*i18n*/ 'お名前に不正な値が含まれています。', estimate: /*i18n*/ '氏名に不正な値が含まれています。' },
    tooLong: { quick: /*i18n*/ 'お名前は50字以内で入力してください。', estimate: /*i18n*/ '氏名は50字以内で入力してください。' },
  },
  nameKana: {
    required: /*i18n*/ 'フリガナを入力してください。',
    fullWidthKana: /*i18n*/ 'フリガナは全角カナで入力してください。',
    tooLong: /*i18n*/ 'フリガナは100字以内で入力してください。',
  },
  email: {
    required: /*i18n*/ 'メールアドレスを入力してください。',
    tooLong: /*i18n*/ 'メールアドレスは100字以内で入力してください。',
    pattern: /*i18n*/ 'メールアドレスの形式に誤りがあります。',
    serverError: /*i18n*/ 'メールアドレスの確認に失敗しました。時間をおいて再度お試しください。',
  },
  phone: {
    required: { quick: /*i18n*/ '電話番号を入力してください。', estimate: /*i18n*/ 'ご連絡先電話番号を入力してください。' },
    digitsOnly: { quick: /*i18n*/ '電話番号は数字で入力してください。', estimate: /*i18n*/ 'ご連絡先電話番号は数字で入力してください。' },
    /** Quick booking: 10 (電話番号は10字以上で入力してください。); estimate 9 and reservation 10. */
    tooShort: {
      quick: (min: number): Message => {
        return /*i18n*/ { id: '電話番号は{min}字以上で入力してください。', values: { min } };
      },
      estimate: (min: number): Message => {
        return /*i18n*/ { id: 'ご連絡先電話番号は{min}字以上で入力してください。', values: { min } };
      },
    },
    /** Japanese numbers have at most 11 digits. */
    tooLong: { quick: /*i18n*/ '電話番号は11字以内で入力してください。', estimate: /*i18n*/ 'ご連絡先電話番号は11字以内で入力してください。' },
  },
  otherRequests: {
    tooLong: /*i18n*/ 'その他ご要望は300字以内で入力してください。',
    invalid: /*i18n*/ 'その他ご要望に不正な値が含まれています。',
  },
  contactPreference: {
    method: /*i18n*/ '連絡方法を選択してください。',
    windowRequired: /*i18n*/ 'お電話を希望される時間帯を1つ以上選択してください。',
    windowsWithEmail: /*i18n*/ 'メールのみをご希望の場合、お電話の時間帯は選択できません。',
    unknownWindow: /*i18n*/ 'お電話の時間帯は一覧から選択してください。',
  },
  /** Status 409 on an estimate or a reservation: the e-mail or phone already holds a quick booking. */
  duplicateBooking: /*i18n*/ 'メールアドレスまたは電話番号がかんたん予約で既に予約されています。',
  /** A request value of the wrong type or shape (API only; forms never send such values). */
  invalidInput: /*i18n*/ '入力内容に誤りがあります。',
  companies: {
    estimateRequired: /*i18n*/ '見積りを依頼する引越し業者を1社以上選択してください。',
    reservationRequired: /*i18n*/ '仮予約を依頼する業者を1社以上選択してください。',
    reservationTooMany: /*i18n*/ '仮予約を依頼する業者は3社以内でご選択ください',
    /** The same company listed twice (API only; the forms toggle companies). */
    duplicate: /*i18n*/ '同じ業者が重複して選択されています。',
  },
} as const;
