import type { NimotsuCategory } from '../nimotsu.ts';
import type { CompaniesQuery, EstimateRequest } from '../estimate.ts';
import type { ReservationCompaniesQuery, ReservationReserveRequest } from '../reservation.ts';
import { PREFERRED_TIME_OPTIONS } from '../../options/schedule.ts';
import { toHalfWidth } from '../../validation/halfWidth.ts';
import { contactPreferenceWire } from '../contactPreferenceWire.ts';
import { buildEstimateNimotsu } from './nimotsu.ts';
import type { EstimateCommonValues, EstimateFormValues, ReservationFormValues } from './formValues.ts';

type KibouJikanArray = EstimateRequest['kibouJikanCd'];

/** Half-width and trimmed: what the visitor typed, as the API stores it. */
function clean(text: string): string {
  return toHalfWidth(text).trim();
}

/** yyyy/MM/dd → { yyyyMM, dd }. */
function splitPickedDate(pickedDate: string): { yoteiDateYearMonth: string; yoteiDateDay: string } {
  const [year = '', month = '', day = ''] = pickedDate.split('/');
  return { yoteiDateYearMonth: `${year}${month}`, yoteiDateDay: day };
}

/** Preferred times as the 5-slot array: indexes 2, 3, 4 are 1 for preferredTime1, 2, 3 when chosen and shown. */
export function kibouJikanArray(values: Pick<EstimateFormValues, 'showPreferredTime' | 'preferredTime'>): KibouJikanArray {
  const chosen = (index: number): 0 | 1 => {
    const option = PREFERRED_TIME_OPTIONS[index];
    return values.showPreferredTime && option !== undefined && values.preferredTime.includes(option.value) ? 1 : 0;
  };
  return [0, 0, chosen(0), chosen(1), chosen(2)];
}

/** The keys the estimate and the reservation share: address, contact, belongings and companies. */
function commonPayload(values: EstimateCommonValues, master: readonly NimotsuCategory[]) {
  return {
    fromZipCd: clean(values.fromPostalcode),
    fromTodofukenCd: values.fromPrefecture,
    fromShikuchosonCd: values.fromCity,
    fromMachiCd: values.fromDistrict,
    fromHouseNumber: values.fromHouseNumber.trim(),
    fromHousingTypeCd: values.fromHousingType,
    fromMadoriCd: values.fromFloorPlan,
    toTodofukenCd: values.toPrefecture,
    toShikuchosonCd: values.toCity,
    toTownArea: values.toTownArea.trim(),
    toHouseNumber: values.toHouseNumber.trim(),
    toHousingTypeCd: values.toHousingType,
    toMadoriCd: values.toFloorPlan,
    shimei: values.name.trim(),
    shimeiKana: values.nameKana.trim(),
    email: clean(values.email),
    tel1: clean(values.tel),
    ...contactPreferenceWire(values.contactPreference),
    etcYobo: values.otherRequests.trim(),
    nimotsu: buildEstimateNimotsu(master, values.baggageQuantity),
    etcNimotsu: values.etcBaggages.trim(),
    manCount: values.personCount,
    kaisha: [...values.companyList],
    alliance: values.allianceList.filter((alliance) => alliance.isChecked).map((alliance) => alliance.alliance_id),
  };
}

/** POST /api/estimate/ body: precise (isYoteibi '1') or approximate (isYoteibi '0') schedule. */
export function buildEstimatePayload(values: EstimateFormValues, master: readonly NimotsuCategory[]): EstimateRequest {
  const common = { ...commonPayload(values, master), kibouJikanCd: kibouJikanArray(values) };
  if (values.scheduleFormat === 'precise') return { ...common, isYoteibi: '1', ...splitPickedDate(values.pickedDate) };
  return { ...common, isYoteibi: '0', kohoDateYearMonth: values.month, kohoJikiKbnCd: values.timing, kohoYobiKbnCd: values.day };
}

/** POST /api/reservation/reserve/ body, keys as the spec lists them. */
export function buildReservationReservePayload(
  values: ReservationFormValues,
  master: readonly NimotsuCategory[],
): ReservationReserveRequest {
  return { ...commonPayload(values, master), ...splitPickedDate(values.pickedDate), kibouJikanCd: values.preferredTime };
}

/** GET /api/companies/ query from an estimate body: route, schedule, person count and belongings as JSON text. */
export function companiesQueryOf(payload: EstimateRequest): CompaniesQuery {
  const schedule =
    payload.isYoteibi === '1'
      ? { isYoteibi: payload.isYoteibi, yoteiDateYearMonth: payload.yoteiDateYearMonth, yoteiDateDay: payload.yoteiDateDay }
      : {
          isYoteibi: payload.isYoteibi,
          kohoDateYearMonth: payload.kohoDateYearMonth,
          kohoJikiKbnCd: payload.kohoJikiKbnCd,
          kohoYobiKbnCd: payload.kohoYobiKbnCd,
        };
  return {
    fromTodofukenCd: payload.fromTodofukenCd,
    fromShikuchosonCd: payload.fromShikuchosonCd,
    fromMachiCd: payload.fromMachiCd,
    toTodofukenCd: payload.toTodofukenCd,
    toShikuchosonCd: payload.toShikuchosonCd,
    manCount: payload.manCount,
    ...schedule,
    nimotsu: JSON.stringify(payload.nimotsu),
    etcNimotsu: payload.etcNimotsu,
  };
}

/** GET /api/reservation/companies/ query from a reservation body. */
export function reservationCompaniesQueryOf(payload: ReservationReserveRequest): ReservationCompaniesQuery {
  return {
    fromTodofukenCd: payload.fromTodofukenCd,
    fromShikuchosonCd: payload.fromShikuchosonCd,
    fromMachiCd: payload.fromMachiCd,
    toTodofukenCd: payload.toTodofukenCd,
    toShikuchosonCd: payload.toShikuchosonCd,
    yoteiDateYearMonth: payload.yoteiDateYearMonth,
    yoteiDateDay: payload.yoteiDateDay,
    kibouJikanCd: payload.kibouJikanCd,
    manCount: payload.manCount,
    nimotsu: JSON.stringify(payload.nimotsu),
    etcNimotsu: payload.etcNimotsu,
  };
}
