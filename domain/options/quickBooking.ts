import { translateMessage, type Message, type Translator } from '../i18n/message.ts';
import type { Option } from './option.ts';

/** Building type of a quick-booking origin or destination. */
export type BuildingType = 'apartment' | 'house';
export const BUILDING_TYPE_OPTIONS: readonly Option<BuildingType>[] = [
  { value: 'apartment', label: /*i18n*/ 'マンション・アパート' },
  { value: 'house', label: /*i18n*/ '一戸建て' },
];

/** '0' up to 19 floors, '1' a tower of 20 floors or more. */
export const TOWER_OPTIONS: readonly Option<'0' | '1'>[] = [
  { value: '0', label: /*i18n*/ '19階以下' },
  { value: '1', label: /*i18n*/ '20階以上（タワーマンション）' },
];

/** Yes/no answers (indoor stairs, elevator). */
export const YES_NO_OPTIONS: readonly Option<'1' | '0'>[] = [
  { value: '1', label: /*i18n*/ 'あり' },
  { value: '0', label: /*i18n*/ 'なし' },
];

/** Parking at the origin: '1' possible, '2' not possible. */
export const FROM_PARKING_OPTIONS: readonly Option<'1' | '2'>[] = [
  { value: '1', label: /*i18n*/ '駐車可能' },
  { value: '2', label: /*i18n*/ '駐車不可' },
];
/** Parking at the destination also allows '3' unknown. */
export const TO_PARKING_OPTIONS: readonly Option<'1' | '2' | '3'>[] = [
  ...FROM_PARKING_OPTIONS,
  { value: '3', label: /*i18n*/ 'わからない' },
];
/** Destination parking value meaning "unknown", which shows a price-change warning. */
export const PARKING_UNKNOWN = '3';

/** Destination building state: '1' new, '0' not new. */
export const NEW_BUILDING_OPTIONS: readonly Option<'1' | '0'>[] = [
  { value: '1', label: /*i18n*/ '新築' },
  { value: '0', label: /*i18n*/ '新築ではない' },
];

/** Floor value meaning "20 floors or above", shown for towers only. */
export const TOWER_FLOOR = '20';

/** A floor's label, 「3階」. */
function floorLabel(floor: number): Message {
  return /*i18n*/ { id: '{floor}階', values: { floor } };
}

/**
 * Floors of a quick-booking building: '-1' basement, '1'..'19', and '20' (20 or above) for towers
 * only; the labels already read in `translator`'s language (a page passes its `i18n`), since a
 * numbered floor is a message with a value.
 */
export function quickBookingFloorOptions(isTower: boolean, translator: Translator): Option[] {
  const floors: Option[] = [{ value: '-1', label: translateMessage(translator, /*i18n*/ '地下') }];
  for (let floor = 1; floor <= 19; floor += 1) floors.push({ value: String(floor), label: translateMessage(translator, floorLabel(floor)) });
  if (isTower) floors.push({ value: TOWER_FLOOR, label: translateMessage(translator, /*i18n*/ '20階以上') });
  return floors;
}

/** Company sort order of the quick-booking calendar; 1 is the default. */
export type SortType = 1 | 2 | 3;
export const SORT_TYPE_OPTIONS: readonly Option<'1' | '2' | '3'>[] = [
  { value: '1', label: /*i18n*/ 'おすすめ順' },
  { value: '2', label: /*i18n*/ '料金が安い順' },
  { value: '3', label: /*i18n*/ '満足度が高い順' },
];
export const DEFAULT_SORT_TYPE: SortType = 1;
