import type { BuildingDetail, DestinationBuildingDetail } from '../../domain/address/buildingDetail.ts';
import type { Message } from '../../domain/i18n/message.ts';
import { QUICK_BOOKING_FLOOR_PLAN_OPTIONS } from '../../domain/options/floorPlans.ts';
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
import { BELONGINGS_MASTER } from '../../domain/belongings/master.ts';
import { itemCountIn } from '../../domain/belongings/summary.ts';
import { counted, type MoveEnd, type MoveSchedule, type TimeAsked } from '../requests/move.ts';
import type { RequestDetails } from '../requests/request-details.ts';
import type { MoveWording } from './move-wording.ts';

/**
 * A move in the words a visitor and a company read it in: what the forms asked, written out
 * (names for codes, labels for options) in the wording's language. Built from the request's
 * details, whose address codes the server checked against the reference data when it came in.
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
  const countOf = new Map(counts);
  return BELONGINGS_MASTER.flatMap((category) => {
    const items = category.items
      .filter((item) => countOf.has(item.code))
      .map((item) => (wording.locale === 'ja' ? `${item.label}${countOf.get(item.code)}${item.unit}` : itemCountIn(wording.locale, wording.words(item.label), countOf.get(item.code)!)));
    return items.length === 0 ? [] : [wording.words(/*i18n*/ { id: '{category}：{items}', values: { category: wording.words(category.label), items: wording.enumerate(items) } })];
  });
}

/** Whether a home has stairs inside and an elevator, in words: 「室内階段なし」, "no stairs inside". */
const HOME_FACTS: Readonly<Record<'hasIndoorStairs' | 'hasElevator', Readonly<Record<string, Message>>>> = {
  hasIndoorStairs: { '1': /*i18n*/ '室内階段あり', '0': /*i18n*/ '室内階段なし' },
  hasElevator: { '1': /*i18n*/ 'エレベーターあり', '0': /*i18n*/ 'エレベーターなし' },
};

/** 'マンション・アパート（19階以下）、3階、エレベーターあり、駐車可能' */
function buildingInWords(wording: MoveWording, building: BuildingDetail | DestinationBuildingDetail, parkingOptions: typeof TO_PARKING_OPTIONS): string {
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

/**
 * One end's home: 「一戸建て・3DK」 where the form asked the housing type, 「3DK・一戸建て、駐車不可」
 * where it asked the building. The floor plans of every flow share their labels, in the order of
 * the numbers 1..14 the move stores.
 */
function homeInWords(wording: MoveWording, end: MoveEnd, parkingOptions: typeof TO_PARKING_OPTIONS): string {
  const floorPlan = labelOf(wording, QUICK_BOOKING_FLOOR_PLAN_OPTIONS, String(end.floorPlan));
  const twoFacts = (first: string, second: string) => wording.words(/*i18n*/ { id: '{first}・{second}', values: { first, second } });
  if (end.housingType !== null) return twoFacts(labelOf(wording, HOUSING_TYPE_OPTIONS, end.housingType), floorPlan);
  // Every end has one or the other; one with neither would read as its floor plan alone.
  return end.building === null ? floorPlan : twoFacts(floorPlan, buildingInWords(wording, end.building, parkingOptions));
}

/** The day, or (an estimate) the month with its part and weekdays: 「2027年1月下旬（曜日：土日祝）」. */
function scheduleInWords(wording: MoveWording, schedule: MoveSchedule): string {
  if (schedule.kind === 'day') return wording.date(schedule.date);
  return wording.words(/*i18n*/ {
    id: '{month}{timing}（曜日：{weekdays}）',
    values: {
      month: wording.month(schedule.month),
      timing: labelOf(wording, TIMING_OPTIONS, schedule.timing),
      weekdays: labelOf(wording, WEEKDAY_PREFERENCE_OPTIONS, schedule.weekdays),
    },
  });
}

/** The time asked for: preferred times (指定なし for none), a reservation's time frame or a booking's slot. */
function timeInWords(wording: MoveWording, time: TimeAsked): string {
  switch (time.kind) {
    case 'preferredTimes': {
      const times = PREFERRED_TIME_OPTIONS.filter((option) => time.times.includes(option.value)).map((option) => wording.words(option.label));
      return times.length === 0 ? wording.words(/*i18n*/ '指定なし') : wording.enumerate(times);
    }
    case 'timeFrame':
      return labelOf(wording, RESERVATION_TIME_FRAME_OPTIONS, time.timeFrame);
    case 'slot':
      return labelOf(wording, DESIRED_TIME_OPTIONS, time.slot);
  }
}

/**
 * A request's move, whatever its flow: both addresses with what the visitor typed of them (nothing
 * once erased), both homes, the schedule and time asked for, the household and the belongings.
 */
export function moveInWords(wording: MoveWording, details: Pick<RequestDetails, 'move' | 'personal'>): MoveInWords {
  const { move, personal } = details;
  const { origin, destination, schedule } = move;
  const from = wording.address({
    postalCode: origin.postalCode, prefectureCode: origin.prefecture, cityCode: origin.city, districtCode: origin.district, details: [personal.originDetail ?? ''],
  });
  const to = wording.address({
    prefectureCode: destination.prefecture, cityCode: destination.city, details: [personal.destinationTownArea ?? '', personal.destinationDetail ?? ''],
  });
  return {
    from: `${from}\n${homeInWords(wording, origin, FROM_PARKING_OPTIONS)}`,
    to: `${to}\n${homeInWords(wording, destination, TO_PARKING_OPTIONS)}`,
    schedule: scheduleInWords(wording, schedule),
    time: timeInWords(wording, move.time),
    people: labelOf(wording, HEAD_COUNT_OPTIONS, String(move.headCount)),
    belongings: belongingsInWords(wording, counted(move.belongings)),
    otherBelongings: personal.belongingsNote ?? '',
    destinationArea: wording.area(destination.prefecture, destination.city),
    moveMonth: wording.month(schedule.kind === 'day' ? schedule.date : schedule.month),
  };
}
