import type { Option } from './option.ts';

/**
 * The prefectures' names, marked for translation: en.po holds their English names (Tokyo, Osaka,
 * Hokkaido), the one table the option lists and the server's English addresses read
 * (server/reference/municipality-names.ts; a test holds them to the Hepburn of their readings).
 */
const PREFECTURE_NAMES = [
  /*i18n*/ '北海道', /*i18n*/ '青森県', /*i18n*/ '岩手県', /*i18n*/ '宮城県', /*i18n*/ '秋田県', /*i18n*/ '山形県', /*i18n*/ '福島県',
  /*i18n*/ '茨城県', /*i18n*/ '栃木県', /*i18n*/ '群馬県', /*i18n*/ '埼玉県', /*i18n*/ '千葉県', /*i18n*/ '東京都', /*i18n*/ '神奈川県',
  /*i18n*/ '新潟県', /*i18n*/ '富山県', /*i18n*/ '石川県', /*i18n*/ '福井県', /*i18n*/ '山梨県', /*i18n*/ '長野県', /*i18n*/ '岐阜県',
  /*i18n*/ '静岡県', /*i18n*/ '愛知県', /*i18n*/ '三重県', /*i18n*/ '滋賀県', /*i18n*/ '京都府', /*i18n*/ '大阪府', /*i18n*/ '兵庫県',
  /*i18n*/ '奈良県', /*i18n*/ '和歌山県', /*i18n*/ '鳥取県', /*i18n*/ '島根県', /*i18n*/ '岡山県', /*i18n*/ '広島県', /*i18n*/ '山口県',
  /*i18n*/ '徳島県', /*i18n*/ '香川県', /*i18n*/ '愛媛県', /*i18n*/ '高知県', /*i18n*/ '福岡県', /*i18n*/ '佐賀県', /*i18n*/ '長崎県',
  /*i18n*/ '熊本県', /*i18n*/ '大分県', /*i18n*/ '宮崎県', /*i18n*/ '鹿児島県', /*i18n*/ '沖縄県',
] as const;

/** The 47 prefectures in JIS order, codes '01' (北海道) to '47' (沖縄県). */
export const PREFECTURE_OPTIONS: readonly Option[] = PREFECTURE_NAMES.map((label, index) => ({
  value: String(index + 1).padStart(2, '0'),
  label,
}));

/** Matches a prefecture code '01'..'47'. */
export const PREFECTURE_CODE_PATTERN = /^(0[1-9]|[1-3][0-9]|4[0-7])$/;
