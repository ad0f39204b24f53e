import type { BuildingDetail, DestinationBuildingDetail } from '../address/buildingDetail.ts';
import type { Message } from '../i18n/message.ts';
import { detailAddressRule } from './addressRules.ts';
import { MESSAGES } from './messages.ts';

/** A building-detail item the alert can name. */
export type BuildingDetailItem = keyof typeof MESSAGES.buildingDetail.items;

const APARTMENT_ITEMS = ['isTower', 'floor', 'hasIndoorStairs', 'hasElevator', 'parkingAvailability'] as const;
const HOUSE_ITEMS = ['parkingAvailability'] as const;

/**
 * The items still missing, in screen order. Apartments need tower flag, floor, stairs, elevator and
 * parking; detached houses need parking; the destination also needs the building state (new or not)
 * whatever its type.
 */
export function missingBuildingItems(detail: BuildingDetail | DestinationBuildingDetail): BuildingDetailItem[] {
  const missing: BuildingDetailItem[] = [];
  if (detail.buildingType === '') missing.push('buildingType');
  const items = detail.buildingType === 'house' ? HOUSE_ITEMS : APARTMENT_ITEMS;
  if (detail.buildingType !== '') missing.push(...items.filter((item) => detail[item] === ''));
  if ('isNewBuilding' in detail && detail.isNewBuilding === '') missing.push('isNewBuilding');
  return missing;
}

/** The alert: the missing items followed by "please enter", e.g. 「階数、エレベーターの有無を入力してください。」 */
export function buildingDetailAlert(missing: readonly BuildingDetailItem[]): Message | undefined {
  if (missing.length === 0) return undefined;
  const { items } = MESSAGES.buildingDetail;
  return MESSAGES.buildingDetail.missing(missing.map((item) => items[item]));
}

/** The building-detail "next" is enabled when both ends are complete and no detail address is in error. */
export function canProceedFromBuildingDetails(values: {
  from: BuildingDetail;
  to: DestinationBuildingDetail;
  fromDetailAddress: string;
  toDetailAddress: string;
}): boolean {
  return (
    missingBuildingItems(values.from).length === 0 &&
    missingBuildingItems(values.to).length === 0 &&
    detailAddressRule(values.fromDetailAddress) === undefined &&
    detailAddressRule(values.toDetailAddress) === undefined
  );
}
