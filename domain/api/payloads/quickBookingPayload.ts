import type { NimotsuCategory } from '../nimotsu.ts';
import type { CompanyAvailabilityRequest, KantanReserveRequest } from '../kantanYoyaku.ts';
import type { HeadCount, PersonCount } from '../../options/household.ts';
import { toHalfWidth } from '../../validation/halfWidth.ts';
import { buildQuickNimotsu } from './nimotsu.ts';
import type { QuickBookingMoveValues, QuickBookingReserveValues } from './formValues.ts';

const HEAD_COUNTS: Readonly<Record<PersonCount, HeadCount>> = { '1': 1, '2': 2, '3': 3 };

type QuickMove = Omit<CompanyAvailabilityRequest, 'fromDate' | 'toDate'>;

function quickMove(values: QuickBookingMoveValues, master: readonly NimotsuCategory[]): QuickMove {
  return {
    fromPrefecture: values.fromPrefecture,
    fromCity: values.fromCity,
    fromDistrict: values.fromDistrict,
    toPrefecture: values.toPrefecture,
    toCity: values.toCity,
    fromFloorPlan: Number(values.fromFloorPlan),
    toFloorPlan: Number(values.toFloorPlan),
    headCount: HEAD_COUNTS[values.headCount],
    fromBuilding: { ...values.fromBuilding },
    toBuilding: { ...values.toBuilding },
    nimotsu: buildQuickNimotsu(master, values.baggageQuantity),
    etcBaggages: values.etcBaggages.trim(),
    desiredTime: values.desiredTime,
  };
}

/** POST /api/kantan-yoyaku/company-availability/ body for the days fromDate..toDate (yyyy-MM-dd). */
export function buildCompanyAvailabilityRequest(
  values: QuickBookingMoveValues,
  master: readonly NimotsuCategory[],
  range: { fromDate: string; toDate: string },
): CompanyAvailabilityRequest {
  return { ...quickMove(values, master), ...range };
}

/** POST /api/kantan-yoyaku/reserve/ body. */
export function buildKantanReserveRequest(values: QuickBookingReserveValues, master: readonly NimotsuCategory[]): KantanReserveRequest {
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
