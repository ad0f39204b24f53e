import type { Option } from './option.ts';

/** Housing type of the estimate and reservation forms. */
export const HOUSING_TYPE_OPTIONS: readonly Option[] = [
  { value: '01', label: /*i18n*/ 'マンション' },
  { value: '02', label: /*i18n*/ 'アパート' },
  { value: '03', label: /*i18n*/ '一戸建て' },
  { value: '04', label: /*i18n*/ 'タワーマンション' },
  { value: '05', label: /*i18n*/ 'その他' },
];
export const DEFAULT_HOUSING_TYPE = '01';

/** Person count (quick booking: head count): '1' single, '2' pair (2-3 people), '3' family (4 or more). */
export type HeadCount = '1' | '2' | '3';
export const HEAD_COUNT_OPTIONS: readonly Option<HeadCount>[] = [
  { value: '1', label: /*i18n*/ '1名（単身）' },
  { value: '2', label: /*i18n*/ '2〜3名' },
  { value: '3', label: /*i18n*/ '4名以上' },
];

/** Head count of a quick booking as sent to the API: 1 single, 2 pair, 3 family. */
export type HeadCountNumber = 1 | 2 | 3;

/** How the origin address is entered: from the postal code or by choosing the address. */
export type AddressFormat = 'postalCode' | 'address';
export const ADDRESS_FORMAT_OPTIONS: readonly Option<AddressFormat>[] = [
  { value: 'postalCode', label: /*i18n*/ '郵便番号から入力' },
  { value: 'address', label: /*i18n*/ '住所から選択' },
];
/** The quick-booking origin address format defaults to "address". */
export const DEFAULT_ADDRESS_FORMAT: AddressFormat = 'address';
