import type { EstimateRequest } from '../../domain/api/estimate.ts';
import type { QuickBookingReserveRequest } from '../../domain/api/quickBooking.ts';
import type { ReservationReserveRequest } from '../../domain/api/reservation.ts';
import type { Message } from '../../domain/i18n/message.ts';
import { ESTIMATE_FLOOR_PLAN_OPTIONS, QUICK_BOOKING_FLOOR_PLAN_OPTIONS } from '../../domain/options/floorPlans.ts';
import { HOUSING_TYPE_OPTIONS, HEAD_COUNT_OPTIONS } from '../../domain/options/household.ts';
import { optionLabelIn, type Option } from '../../domain/options/option.ts';
import {
  BUILDING_TYPE_OPTIONS,
  FROM_PARKING_OPTIONS,
  NEW_BUILDING_OPTIONS,
  PARKING_UNKNOWN,
  TO_PARKING_OPTIONS,
  TOWER_OPTIONS,
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
import { BELONGINGS_MASTER } from '../../domain/belongings/master.ts';
import { itemCountIn } from '../../domain/belongings/summary.ts';
import type { MoveWording } from './move-wording.ts';

/**
 * A move in the words a visitor and a company read it in: what the forms asked, written out
 * (names for codes, labels for options) in the wording's language. Built from the validated
 * request, whose address codes the server has already checked against the reference data.
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

/** An option's label in the wording's language, or the value itself when it is not one of the options. */
function labelOf(wording: MoveWording, options: readonly Option[], value: string): string {
  return optionLabelIn(options, value, wording.translator) || value;
}

/** 'ソファ（2人掛け）1台' ('Sofa (2-seater) × 1': other languages count without counter words) per counted item, grouped by category in the master's order. */
function belongingsInWords(wording: MoveWording, counts: readonly [string, number][]): string[] {
  const counted = new Map(counts.filter(([, count]) => count > 0));
  return BELONGINGS_MASTER.flatMap((category) => {
    const items = category.items
      .filter((item) => counted.has(item.code))
      .map((item) => (wording.locale === 'ja' ? `${item.label}${counted.get(item.code)}${item.unit}` : itemCountIn(wording.locale, wording.words(item.label), counted.get(item.code)!)));
    return items.length === 0 ? [] : [wording.words(/*i18n*/ { id: '{category}：{items}', values: { category: wording.words(category.label), items: wording.enumerate(items) } })];
  });
}

type FlowForm = Pick<
  EstimateRequest & ReservationReserveRequest,
  | 'fromZipCd' | 'fromTodofukenCd' | 'fromShikuchosonCd' | 'fromMachiCd' | 'fromHouseNumber' | 'fromHousingTypeCd' | 'fromMadoriCd'
  | 'toTodofukenCd' | 'toShikuchosonCd' | 'toTownArea' | 'toHouseNumber' | 'toHousingTypeCd' | 'toMadoriCd'
  | 'manCount' | 'nimotsu' | 'etcNimotsu'
>;

/** Two facts of one home, 「一戸建て・3DK」. */
function homeInWords(wording: MoveWording, first: string, second: string): string {
  return wording.words(/*i18n*/ { id: '{first}・{second}', values: { first, second } });
}

/** What the estimate and reservation forms share: both addresses, the household and the belongings. */
function flowFormInWords(wording: MoveWording, form: FlowForm): Omit<MoveInWords, 'schedule' | 'time' | 'moveMonth'> {
  const home = (housing: string, floorPlan: string) =>
    homeInWords(wording, labelOf(wording, HOUSING_TYPE_OPTIONS, housing), labelOf(wording, ESTIMATE_FLOOR_PLAN_OPTIONS, floorPlan));
  const from = wording.address({
    postalCode: form.fromZipCd, prefectureCode: form.fromTodofukenCd, cityCode: form.fromShikuchosonCd, districtCode: form.fromMachiCd, details: [form.fromHouseNumber],
  });
  const to = wording.address({ prefectureCode: form.toTodofukenCd, cityCode: form.toShikuchosonCd, details: [form.toTownArea, form.toHouseNumber] });
  return {
    from: `${from}\n${home(form.fromHousingTypeCd, form.fromMadoriCd)}`,
    to: `${to}\n${home(form.toHousingTypeCd, form.toMadoriCd)}`,
    people: labelOf(wording, HEAD_COUNT_OPTIONS, form.manCount),
    belongings: belongingsInWords(wording, estimateItemCounts(form.nimotsu)),
    otherBelongings: form.etcNimotsu,
    destinationArea: wording.area(form.toTodofukenCd, form.toShikuchosonCd),
  };
}

/** An estimate request: a precise date with preferred times, or a month, part of it and weekdays. */
export function estimateMoveInWords(wording: MoveWording, request: EstimateRequest): MoveInWords {
  const times = PREFERRED_TIME_OPTIONS.filter((_, index) => request.kibouJikanCd[index + 2] === 1).map((option) => wording.words(option.label));
  const time = times.length === 0 ? wording.words(/*i18n*/ '指定なし') : wording.enumerate(times);
  if (request.isYoteibi === '1') {
    const date = preciseDate(request.yoteiDateYearMonth, request.yoteiDateDay);
    return { ...flowFormInWords(wording, request), schedule: wording.date(date), time, moveMonth: wording.month(date) };
  }
  const schedule = wording.words(/*i18n*/ {
    id: '{month}{timing}（曜日：{weekdays}）',
    values: {
      month: wording.month(request.kohoDateYearMonth),
      timing: labelOf(wording, TIMING_OPTIONS, request.kohoJikiKbnCd),
      weekdays: labelOf(wording, WEEKDAY_PREFERENCE_OPTIONS, request.kohoYobiKbnCd),
    },
  });
  return { ...flowFormInWords(wording, request), schedule, time, moveMonth: wording.month(request.kohoDateYearMonth) };
}

/** A provisional reservation: the date and its time frame. */
export function reservationMoveInWords(wording: MoveWording, request: ReservationReserveRequest): MoveInWords {
  const date = preciseDate(request.yoteiDateYearMonth, request.yoteiDateDay);
  return {
    ...flowFormInWords(wording, request),
    schedule: wording.date(date),
    time: labelOf(wording, RESERVATION_TIME_FRAME_OPTIONS, request.kibouJikanCd),
    moveMonth: wording.month(date),
  };
}

type QuickBuilding = QuickBookingReserveRequest['fromBuilding'] | QuickBookingReserveRequest['toBuilding'];

/** Whether a home has stairs inside and an elevator, in words: 「室内階段なし」, "no stairs inside". */
const HOME_FACTS: Readonly<Record<'hasIndoorStairs' | 'hasElevator', Readonly<Record<string, Message>>>> = {
  hasIndoorStairs: { '1': /*i18n*/ '室内階段あり', '0': /*i18n*/ '室内階段なし' },
  hasElevator: { '1': /*i18n*/ 'エレベーターあり', '0': /*i18n*/ 'エレベーターなし' },
};

/** 'マンション・アパート（19階以下）、3階、エレベーターあり、駐車可能' */
function buildingInWords(wording: MoveWording, building: QuickBuilding, parkingOptions: typeof TO_PARKING_OPTIONS): string {
  const type = labelOf(wording, BUILDING_TYPE_OPTIONS, building.buildingType);
  const facts = [type];
  if (building.buildingType === 'apartment') {
    facts[0] = wording.words(/*i18n*/ { id: '{type}（{height}）', values: { type, height: labelOf(wording, TOWER_OPTIONS, building.isTower) } });
    facts.push(labelOf(wording, quickBookingFloorOptions(true, wording.translator), building.floor));
    for (const fact of ['hasIndoorStairs', 'hasElevator'] as const) {
      const words = HOME_FACTS[fact][building[fact]];
      if (words !== undefined) facts.push(wording.words(words));
    }
  }
  // The option's own label (わからない) answers a question; out of it, it needs the subject.
  facts.push(building.parkingAvailability === PARKING_UNKNOWN ? wording.words(/*i18n*/ '駐車できるか未確認') : labelOf(wording, parkingOptions, building.parkingAvailability));
  if ('isNewBuilding' in building && building.isNewBuilding !== '') facts.push(labelOf(wording, NEW_BUILDING_OPTIONS, building.isNewBuilding));
  return wording.enumerate(facts);
}

/** A quick booking: addresses with their details, buildings, the day and the time asked for. */
export function quickBookingMoveInWords(wording: MoveWording, request: QuickBookingReserveRequest): MoveInWords {
  const home = (floorPlan: number, building: QuickBuilding, parking: typeof TO_PARKING_OPTIONS) =>
    homeInWords(wording, labelOf(wording, QUICK_BOOKING_FLOOR_PLAN_OPTIONS, String(floorPlan)), buildingInWords(wording, building, parking));
  const from = wording.address({
    postalCode: request.fromPostalCode, prefectureCode: request.fromPrefecture, cityCode: request.fromCity, districtCode: request.fromDistrict, details: [request.fromDetailAddress],
  });
  const to = wording.address({ prefectureCode: request.toPrefecture, cityCode: request.toCity, details: [request.toDetailAddress] });
  return {
    from: `${from}\n${home(request.fromFloorPlan, request.fromBuilding, FROM_PARKING_OPTIONS)}`,
    to: `${to}\n${home(request.toFloorPlan, request.toBuilding, TO_PARKING_OPTIONS)}`,
    schedule: wording.date(request.movingDate),
    time: labelOf(wording, DESIRED_TIME_OPTIONS, request.desiredTime),
    people: labelOf(wording, HEAD_COUNT_OPTIONS, String(request.headCount)),
    belongings: belongingsInWords(wording, quickItemCounts(request.nimotsu)),
    otherBelongings: request.etcBaggages,
    destinationArea: wording.area(request.toPrefecture, request.toCity),
    moveMonth: wording.month(request.movingDate),
  };
}
