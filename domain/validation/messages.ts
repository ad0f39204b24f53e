/**
 * Every validation message shown to visitors or returned by the API, in one place.
 * Messages quoted by the spec (§5) are verbatim; the others follow their wording.
 * Where the flows word a message differently, `quick` is the quick-booking reading and
 * `estimate` the estimate and reservation reading.
 */
export const MESSAGES = {
  postalCode: {
    required: '郵便番号を入力してください。',
    halfWidthDigits: '郵便番号は半角数字で入力してください。',
    length: '郵便番号は7桁で入力してください。',
    notFound: '入力された郵便番号に該当する住所が見つかりません。',
    severalAddresses: '入力された郵便番号には複数の住所が該当します。',
    serverError: '郵便番号の検索に失敗しました。時間をおいて再度お試しください。',
    /** The code exists but belongs to another city than the one chosen. */
    otherAddress: '郵便番号と住所が一致しません。',
  },
  prefecture: { required: '都道府県を選択してください。' },
  city: { required: '市区町村を選択してください。' },
  district: { required: '町名を選択してください。' },
  houseNumber: {
    required: '番地を入力してください。',
    invalid: '番地に不正な値が含まれています。',
    tooLong: '番地は100字以内で入力してください。',
  },
  townArea: { invalid: '町域に不正な値が含まれています。', tooLong: '町域は100字以内で入力してください。' },
  detailAddress: { invalid: '番地・建物名に不正な値が含まれています。', tooLong: '番地・建物名は100字以内で入力してください。' },
  floorPlan: { required: '間取りを選択してください。' },
  housingType: { required: '住居タイプを選択してください。' },
  movers: { required: '引越し人数を選択してください。' },
  movingDate: {
    required: '引越し予定日を選択してください。',
    nonexistent: '存在しない日付です。正しい日付を選択してください。',
    /** Outside today + 3 days … today + 3 months (spec §9). */
    outOfWindow: '引越し予定日は3日後から3か月後までの日付をお選びください。',
  },
  movingMonth: { required: '引越し予定月を選択してください。' },
  timing: { required: '引越し予定時期を選択してください。' },
  buildingDetail: {
    /** Follows the list of missing items: 「階数、エレベーターを入力してください。」 */
    pleaseEnter: 'を入力してください。',
    itemSeparator: '、',
    items: {
      buildingType: '建物の種類',
      isTower: '建物の高さ',
      floor: '階数',
      hasIndoorStairs: '室内階段の有無',
      hasElevator: 'エレベーターの有無',
      parkingAvailability: 'トラックの駐車',
      isNewBuilding: '建物の状態',
    },
  },
  baggage: {
    allZero: '全ての荷物で個数が0となっています。',
    digitsOnly: '個数は半角数字で入力してください。',
    /** Count above the item limit (30, or 99 for cardboard boxes). */
    overLimit: (limit: number) => `個数は${limit}以内で入力してください。`,
    etcTooLong: 'リスト以外の家財は300字以内で入力してください。',
    etcInvalid: 'リスト以外の家財に不正な値が含まれています。',
    etcChoice: 'リスト以外の家財の有無を選択してください。',
    /** The same item listed twice in one request (API only; the forms hold one count per item). */
    duplicateItem: '同じ荷物が重複して指定されています。',
    /** Belongings beyond what two 4t trucks carry (52 m³). */
    tooMuch: '荷物の量が4tトラック2台分を超えています。個数をご確認ください。',
  },
  name: {
    required: { quick: 'お名前を入力してください。', estimate: '氏名を入力してください。' },
    invalid: { quick: 'お名前に不正な値が含まれています。', estimate: '氏名に不正な値が含まれています。' },
    tooLong: { quick: 'お名前は50字以内で入力してください。', estimate: '氏名は50字以内で入力してください。' },
  },
  nameKana: {
    required: 'フリガナを入力してください。',
    fullWidthKana: 'フリガナは全角カナで入力してください。',
    tooLong: 'フリガナは100字以内で入力してください。',
  },
  email: {
    required: 'メールアドレスを入力してください。',
    tooLong: 'メールアドレスは100字以内で入力してください。',
    pattern: 'メールアドレスの形式に誤りがあります。',
    serverError: 'メールアドレスの確認に失敗しました。時間をおいて再度お試しください。',
  },
  phone: {
    required: { quick: '電話番号を入力してください。', estimate: 'ご連絡先電話番号を入力してください。' },
    digitsOnly: { quick: '電話番号は数字で入力してください。', estimate: 'ご連絡先電話番号は数字で入力してください。' },
    /** Quick booking: 10 (電話番号は10字以上で入力してください。); estimate 9 and reservation 10. */
    tooShort: {
      quick: (min: number) => `電話番号は${min}字以上で入力してください。`,
      estimate: (min: number) => `ご連絡先電話番号は${min}字以上で入力してください。`,
    },
    /** Japanese numbers have at most 11 digits. */
    tooLong: { quick: '電話番号は11字以内で入力してください。', estimate: 'ご連絡先電話番号は11字以内で入力してください。' },
  },
  otherRequests: {
    tooLong: 'その他ご要望は300字以内で入力してください。',
    invalid: 'その他ご要望に不正な値が含まれています。',
  },
  contactPreference: {
    method: '連絡方法を選択してください。',
    windowRequired: 'お電話を希望される時間帯を1つ以上選択してください。',
    windowsWithEmail: 'メールのみをご希望の場合、お電話の時間帯は選択できません。',
    unknownWindow: 'お電話の時間帯は一覧から選択してください。',
  },
  /** Status 409 on an estimate or a reservation: the e-mail or phone already holds a quick booking. */
  duplicateBooking: 'メールアドレスまたは電話番号がかんたん予約で既に予約されています。',
  /** A request value of the wrong type or shape (API only; forms never send such values). */
  invalidInput: '入力内容に誤りがあります。',
  companies: {
    estimateRequired: '見積りを依頼する引越し業者を1社以上選択してください。',
    reservationRequired: '仮予約を依頼する業者を1社以上選択してください。',
    reservationTooMany: '仮予約を依頼する業者は3社以内でご選択ください',
    /** The same company listed twice (API only; the forms toggle companies). */
    duplicate: '同じ業者が重複して選択されています。',
  },
} as const;

/** The three forms. Messages read the quick-booking way or the estimate way (estimate, reservation). */
export type Flow = 'quick' | 'estimate' | 'reservation';

/** The reading of a flow-dependent message. */
export function readingOf(flow: Flow): 'quick' | 'estimate' {
  return flow === 'quick' ? 'quick' : 'estimate';
}
