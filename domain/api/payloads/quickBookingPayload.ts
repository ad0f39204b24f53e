import type { BuildingDetail, DestinationBuildingDetail } from '../../address/buildingDetail.ts';
import type { HeadCountNumber, HeadCount } from '../../options/household.ts';
import type { DesiredTime } from '../../options/schedule.ts';
import type { BelongingsCounts } from '../../validation/belongingsRules.ts';
import { toHalfWidth } from '../../validation/halfWidth.ts';
import type { CompanyAvailabilityRequest, QuickBookingReserveRequest } from '../quickBooking.ts';
import type { BelongingsCategory } from '../belongings.ts';
import { buildQuickBelongings } from './belongings.ts';

/** The move as the quick-booking forms hold it. */
export interface QuickBookingMoveValues {
  fromPrefecture: string;
  fromCity: string;
  fromDistrict: string;
  toPrefecture: string;
  toCity: string;
  /** '1'..'14' */
  fromFloorPlan: string;
  toFloorPlan: string;
  headCount: HeadCount;
  fromBuilding: BuildingDetail;
  toBuilding: DestinationBuildingDetail;
  belongingsCounts: BelongingsCounts;
  otherBelongings: string;
  desiredTime: DesiredTime;
}

/** The chosen day and company and the customer, for the quick-booking reservation. */
export interface QuickBookingReserveValues extends QuickBookingMoveValues {
  /** yyyy-MM-dd */
  movingDate: string;
  companyId: string;
  /** The price shown for the chosen company and desired time. */
  price: number;
  fromPostalCode: string;
  fromDetailAddress: string;
  toDetailAddress: string;
  customerName: string;
  customerNameKana: string;
  customerTel: string;
  customerEmail: string;
}

const HEAD_COUNT_NUMBERS: Readonly<Record<HeadCount, HeadCountNumber>> = { '1': 1, '2': 2, '3': 3 };

type QuickMove = Omit<CompanyAvailabilityRequest, 'fromDate' | 'toDate'>;

function quickMove(values: QuickBookingMoveValues, master: readonly BelongingsCategory[]): QuickMove {
  return {
    fromPrefecture: values.fromPrefecture,
    fromCity: values.fromCity,
    fromDistrict: values.fromDistrict,
    toPrefecture: values.toPrefecture,
    toCity: values.toCity,
    fromFloorPlan: Number(values.fromFloorPlan),
    toFloorPlan: Number(values.toFloorPlan),
    headCount: HEAD_COUNT_NUMBERS[values.headCount],
    fromBuilding: { ...values.fromBuilding },
    toBuilding: { ...values.toBuilding },
    nimotsu: buildQuickBelongings(master, values.belongingsCounts),
    etcBaggages: values.otherBelongings.trim(),
    desiredTime: values.desiredTime,
  };
}

/** POST /api/kantan-yoyaku/company-availability/ body for the days fromDate..toDate (yyyy-MM-dd). */
export function buildCompanyAvailabilityRequest(
  values: QuickBookingMoveValues,
  master: readonly BelongingsCategory[],
  range: { fromDate: string; toDate: string },
): CompanyAvailabilityRequest {
  return { ...quickMove(values, master), ...range };
}

/** POST /api/kantan-yoyaku/reserve/ body. */
export function buildQuickBookingReserveRequest(values: QuickBookingReserveValues, master: readonly BelongingsCategory[]): QuickBookingReserveRequest {
  return {
    ...quickMove(values, master),
    movingDate: values.movingDate,
    companyId: values.companyId,
    price: values.price,
    fromPostalCode: toHalfWidth(values.fromPostalCode).trim(),
    fromDetailAddress: values.fromDetailAddress.trim(),
    toDetailAddress: values.toDetailAddress.trim(),
    customerName: values.customerName.trim(),
    customerNameKana: values.customerNameKana.trim(),
    customerTel: toHalfWidth(values.customerTel).trim(),
    customerEmail: toHalfWidth(values.customerEmail).trim(),
  };
}
