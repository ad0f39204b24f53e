import type { EstimateRequest } from '../../domain/api/estimate.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';
import type { KantanReserveRequest } from '../../domain/api/kantanYoyaku.ts';
import type { ReservationReserveRequest } from '../../domain/api/reservation.ts';
import { japaneseDateWithWeekday } from '../../domain/format/japanTime.ts';
import { ESTIMATE_FLOOR_PLAN_OPTIONS, QUICK_BOOKING_FLOOR_PLAN_OPTIONS } from '../../domain/options/floorPlans.ts';
import { HOUSING_TYPE_OPTIONS, PERSON_COUNT_OPTIONS } from '../../domain/options/household.ts';
import { optionLabel } from '../../domain/options/option.ts';
import { PREFECTURE_OPTIONS } from '../../domain/options/prefectures.ts';
import {
  BUILDING_TYPE_OPTIONS,
  FROM_PARKING_OPTIONS,
  NEW_BUILDING_OPTIONS,
  PARKING_UNKNOWN,
  TO_PARKING_OPTIONS,
  TOWER_OPTIONS,
  YES_NO_OPTIONS,
  quickBookingFloorOptions,
} from '../../domain/options/quickBooking.ts';
import {
  DESIRED_TIME_OPTIONS,
  PREFERRED_TIME_OPTIONS,
  RESERVATION_TIME_FRAME_OPTIONS,
  TIMING_OPTIONS,
  WEEKDAY_PREFERENCE_OPTIONS,
} from '../../domain/options/schedule.ts';
import { estimateItemCounts, quickItemCounts } from '../marketplace/move-spec.ts';
import { preciseDate } from '../marketplace/schedule.ts';
import type { AddressIndex } from '../reference/address-index.ts';
import { NIMOTSU_MASTER } from '../reference/nimotsu.ts';

/**
 * A move in the words a visitor and a company read it in: what the forms asked, written out
 * (names for codes, labels for options). Built from the validated request, whose address codes
 * the server has already checked against the reference data.
 */
export interface MoveInWords {
  /** The origin: address, then the home (housing type or building, floor plan) on the next line. */
  from: string;
  to: string;
  /** The moving date ('2026年12月5日（土）') or month and part of it. */
  schedule: string;
  /** The time of day asked for, '' when the flow asks none. */
  time: string;
  people: string;
  /** One line per category with counted items: 'リビング：ソファ（2人掛け）1台、ローテーブル1台'. */
  belongings: readonly string[];
  /** Belongings not on the list, as typed ('' for none). */
  otherBelongings: string;
  /** The destination's prefecture and city, all a partner service is told of the address. */
  destinationArea: string;
  /** '2026年12月': the month a partner service is told. */
  moveMonth: string;
}

/** '2026年12月5日（土）' */
export function dateInWords(isoDate: string): string {
  return japaneseDateWithWeekday(isoDate);
}

/** '2026年12月' from a 'yyyyMM' or 'yyyy-MM-dd' text. */
function monthInWords(date: string): string {
  const digits = date.replaceAll('-', '');
  return `${digits.slice(0, 4)}年${Number(digits.slice(4, 6))}月`;
}

function labelOf(options: Parameters<typeof optionLabel>[0], value: string): string {
  return optionLabel(options, value) ?? value;
}

/** '東京都新宿区' (+ the district when given). */
function area(index: AddressIndex, prefectureCode: string, cityCode: string, districtCode?: string): string {
  const district = districtCode === undefined ? '' : (index.district(districtCode)?.name ?? '');
  return `${labelOf(PREFECTURE_OPTIONS, prefectureCode)}${index.city(cityCode)?.name ?? ''}${district}`;
}

function postalMark(postalCode: string): string {
  return `〒${postalCode.slice(0, 3)}-${postalCode.slice(3)}`;
}

/** 'ソファ（2人掛け）1台' per counted item, grouped by category in the master's order. */
function belongingsInWords(counts: readonly [string, number][]): string[] {
  const counted = new Map(counts.filter(([, count]) => count > 0));
  return NIMOTSU_MASTER.flatMap((category) => {
    const items = category.items.filter((item) => counted.has(item.code)).map((item) => `${item.label}${counted.get(item.code)}${item.unit}`);
    return items.length === 0 ? [] : [`${category.label}：${items.join('、')}`];
  });
}

type FlowForm = Pick<
  EstimateRequest & ReservationReserveRequest,
  | 'fromZipCd' | 'fromTodofukenCd' | 'fromShikuchosonCd' | 'fromMachiCd' | 'fromHouseNumber' | 'fromHousingTypeCd' | 'fromMadoriCd'
  | 'toTodofukenCd' | 'toShikuchosonCd' | 'toTownArea' | 'toHouseNumber' | 'toHousingTypeCd' | 'toMadoriCd'
  | 'manCount' | 'nimotsu' | 'etcNimotsu'
>;

/** What the estimate and reservation forms share: both addresses, the household and the belongings. */
function flowFormInWords(addresses: AddressIndex, form: FlowForm): Omit<MoveInWords, 'schedule' | 'time' | 'moveMonth'> {
  const home = (housing: string, floorPlan: string) => `${labelOf(HOUSING_TYPE_OPTIONS, housing)}・${labelOf(ESTIMATE_FLOOR_PLAN_OPTIONS, floorPlan)}`;
  const fromAddress = [postalMark(form.fromZipCd), area(addresses, form.fromTodofukenCd, form.fromShikuchosonCd, form.fromMachiCd) + form.fromHouseNumber];
  const toAddress = area(addresses, form.toTodofukenCd, form.toShikuchosonCd) + form.toTownArea + form.toHouseNumber;
  return {
    from: `${fromAddress.join(' ')}\n${home(form.fromHousingTypeCd, form.fromMadoriCd)}`,
    to: `${toAddress}\n${home(form.toHousingTypeCd, form.toMadoriCd)}`,
    people: labelOf(PERSON_COUNT_OPTIONS, form.manCount),
    belongings: belongingsInWords(estimateItemCounts(form.nimotsu)),
    otherBelongings: form.etcNimotsu,
    destinationArea: area(addresses, form.toTodofukenCd, form.toShikuchosonCd),
  };
}

/** An estimate request: a precise date with preferred times, or a month, part of it and weekdays. */
export function estimateMoveInWords(addresses: AddressIndex, request: EstimateRequest): MoveInWords {
  const times = PREFERRED_TIME_OPTIONS.filter((_, index) => request.kibouJikanCd[index + 2] === 1).map((option) => option.label);
  const time = times.length === 0 ? '指定なし' : times.join('、');
  if (request.isYoteibi === '1') {
    const date = preciseDate(request.yoteiDateYearMonth, request.yoteiDateDay);
    return { ...flowFormInWords(addresses, request), schedule: dateInWords(date), time, moveMonth: monthInWords(date) };
  }
  const weekdays = labelOf(WEEKDAY_PREFERENCE_OPTIONS, request.kohoYobiKbnCd);
  const schedule = `${monthInWords(request.kohoDateYearMonth)}${labelOf(TIMING_OPTIONS, request.kohoJikiKbnCd)}（曜日：${weekdays}）`;
  return { ...flowFormInWords(addresses, request), schedule, time, moveMonth: monthInWords(request.kohoDateYearMonth) };
}

/** A provisional reservation: the date and its time frame. */
export function reservationMoveInWords(addresses: AddressIndex, request: ReservationReserveRequest): MoveInWords {
  const date = preciseDate(request.yoteiDateYearMonth, request.yoteiDateDay);
  return {
    ...flowFormInWords(addresses, request),
    schedule: dateInWords(date),
    time: labelOf(RESERVATION_TIME_FRAME_OPTIONS, request.kibouJikanCd),
    moveMonth: monthInWords(date),
  };
}

type QuickBuilding = KantanReserveRequest['fromBuilding'] | KantanReserveRequest['toBuilding'];

/** 'マンション・アパート（19階以下）3階、エレベーターあり、駐車可能' */
function buildingInWords(building: QuickBuilding, parkingOptions: typeof TO_PARKING_OPTIONS): string {
  const facts = [labelOf(BUILDING_TYPE_OPTIONS, building.buildingType)];
  if (building.buildingType === 'apartment') {
    facts[0] += `（${labelOf(TOWER_OPTIONS, building.isTower)}）`;
    facts.push(labelOf(quickBookingFloorOptions(true, translatorFor('ja')), building.floor));
    facts.push(`室内階段${labelOf(YES_NO_OPTIONS, building.hasIndoorStairs)}`, `エレベーター${labelOf(YES_NO_OPTIONS, building.hasElevator)}`);
  }
  // The option's own label (わからない) answers a question; out of it, it needs the subject.
  facts.push(building.parkingAvailability === PARKING_UNKNOWN ? '駐車できるか未確認' : labelOf(parkingOptions, building.parkingAvailability));
  if ('isNewBuilding' in building && building.isNewBuilding !== '') facts.push(labelOf(NEW_BUILDING_OPTIONS, building.isNewBuilding));
  return facts.join('、');
}

/** A quick booking: addresses with their details, buildings, the day and the time asked for. */
export function quickBookingMoveInWords(addresses: AddressIndex, request: KantanReserveRequest): MoveInWords {
  const floorPlan = (value: number) => labelOf(QUICK_BOOKING_FLOOR_PLAN_OPTIONS, String(value));
  const fromAddress = `${postalMark(request.fromPostalCode)} ${area(addresses, request.fromPrefecture, request.fromCity, request.fromDistrict)}${request.fromDetailAddress}`;
  const toAddress = area(addresses, request.toPrefecture, request.toCity) + request.toDetailAddress;
  return {
    from: `${fromAddress}\n${floorPlan(request.fromFloorPlan)}・${buildingInWords(request.fromBuilding, FROM_PARKING_OPTIONS)}`,
    to: `${toAddress}\n${floorPlan(request.toFloorPlan)}・${buildingInWords(request.toBuilding, TO_PARKING_OPTIONS)}`,
    schedule: dateInWords(request.movingDate),
    time: labelOf(DESIRED_TIME_OPTIONS, request.desiredTime),
    people: labelOf(PERSON_COUNT_OPTIONS, String(request.headCount)),
    belongings: belongingsInWords(quickItemCounts(request.nimotsu)),
    otherBelongings: request.etcBaggages,
    destinationArea: area(addresses, request.toPrefecture, request.toCity),
    moveMonth: monthInWords(request.movingDate),
  };
}
