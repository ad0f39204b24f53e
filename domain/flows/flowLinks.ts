import { zipCodeFromQuery } from '../address/addressChanges.ts';
import { movingDateFromQuery } from '../dates/movingDateQuery.ts';
import type { HeadCount } from '../options/household.ts';
import type { BelongingsCounts } from '../validation/belongingsRules.ts';
import { flowBase } from './urls.ts';

/**
 * The links between quick booking and the estimate form carry what the visitor already entered
 * (spec §1, §2 "Query prefill"): the route in quick booking's query names, and for the estimate
 * form also the floor plans, person count and belongings. Personal data never goes into a URL.
 */

/** The move as either flow holds it, in neutral names; every part may be empty. */
export interface MoveLink {
  fromPostalCode: string;
  fromPrefecture: string;
  fromCity: string;
  fromDistrict: string;
  toPrefecture: string;
  toCity: string;
  /** Floor plans '1'..'14' (quick booking) or '01'..'14' (estimate). */
  fromFloorPlan: string;
  toFloorPlan: string;
  headCount: HeadCount | '';
  /** yyyy/MM/dd or ''. */
  movingDate: string;
  belongingsCounts: BelongingsCounts;
}

const ROUTE_PARAMS = [
  ['fromZipCd', 'fromPostalCode'],
  ['fromTodofukenCd', 'fromPrefecture'],
  ['fromShikugunCd', 'fromCity'],
  ['fromMachiCd', 'fromDistrict'],
  ['toTodofukenCd', 'toPrefecture'],
  ['toShikugunCd', 'toCity'],
] as const;

/** Floor-plan query values are the 2-digit estimate codes. */
const twoDigits = (plan: string) => (/^[0-9]{1,2}$/.test(plan) ? plan.padStart(2, '0') : '');

function query(entries: readonly [string, string][]): string {
  const params = new URLSearchParams(entries.filter(([, value]) => value !== ''));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function routeEntries(move: Partial<MoveLink>): [string, string][] {
  return [
    ...ROUTE_PARAMS.map(([param, key]): [string, string] => [param, move[key] ?? '']),
    ['pickedDate', (move.movingDate ?? '').replaceAll('/', '')],
  ];
}

/** Quick booking's URL with the route and date the estimate form holds. */
export function quickBookingUrlOf(move: Partial<MoveLink>): string {
  return flowBase('kantan-yoyaku') + query(routeEntries(move));
}

/** The counted belongings as `code:count` pairs joined by commas (items at 0 or unset left out). */
function belongingsParam(quantity: BelongingsCounts): string {
  return Object.entries(quantity)
    .filter((entry): entry is [string, string] => /^[0-9]+$/.test(entry[1] ?? '') && Number(entry[1]) > 0)
    .map(([code, count]) => `${code}:${Number(count)}`)
    .join(',');
}

/** The estimate form's URL with everything quick booking holds of the move. */
export function estimateUrlOf(move: Partial<MoveLink>): string {
  return (
    flowBase('mitsumori') +
    query([
      ...routeEntries(move),
      ['fromMadoriCd', twoDigits(move.fromFloorPlan ?? '')],
      ['toMadoriCd', twoDigits(move.toFloorPlan ?? '')],
      ['manCount', move.headCount ?? ''],
      ['nimotsu', belongingsParam(move.belongingsCounts ?? {})],
    ])
  );
}

/** The route parts of a move, as their query names carry them. */
export type MoveRoute = Pick<MoveLink, (typeof ROUTE_PARAMS)[number][1]>;

/**
 * The route a link carries in quick booking's query names, read by both flows: each value
 * trimmed and kept when `accepts` it (any non-empty value by default); the postal code with
 * its non-digits stripped.
 */
export function routeFromQuery(params: URLSearchParams, accepts: (value: string) => boolean = (value) => value !== ''): Partial<MoveRoute> {
  const route: Partial<MoveRoute> = {};
  for (const [param, key] of ROUTE_PARAMS) {
    const value = params.get(param)?.trim() ?? '';
    if (accepts(value)) route[key] = value;
  }
  if (route.fromPostalCode !== undefined) route.fromPostalCode = zipCodeFromQuery(route.fromPostalCode);
  return route;
}

const HEAD_COUNTS: readonly string[] = ['1', '2', '3'];
const ITEM_COUNT = /^([0-9A-Za-z_-]{1,20}):([0-9]{1,2})$/;

/**
 * What an estimate link carries, read back: only well-formed values are kept (codes of the
 * expected shape, a movingDate inside its window, counts of 1 or 2 digits).
 */
export function moveFromEstimateQuery(search: string, today: Date): Partial<MoveLink> {
  const params = new URLSearchParams(search);
  const move: Partial<MoveLink> = routeFromQuery(params, (value) => /^[0-9A-Za-z_-]{1,20}$/.test(value));
  const movingDate = movingDateFromQuery(params.get('pickedDate') ?? '', today);
  if (movingDate) move.movingDate = movingDate;
  const fromFloorPlan = twoDigits(params.get('fromMadoriCd') ?? '');
  const toFloorPlan = twoDigits(params.get('toMadoriCd') ?? '');
  if (fromFloorPlan) move.fromFloorPlan = fromFloorPlan;
  if (toFloorPlan) move.toFloorPlan = toFloorPlan;
  const headCount = params.get('manCount') ?? '';
  if (HEAD_COUNTS.includes(headCount)) move.headCount = headCount as HeadCount;
  const pairs = (params.get('nimotsu') ?? '').split(',').map((pair) => ITEM_COUNT.exec(pair));
  const quantity = Object.fromEntries(pairs.flatMap((match) => (match ? [[match[1], match[2]]] : [])));
  if (Object.keys(quantity).length > 0) move.belongingsCounts = quantity;
  return move;
}

/** Quick booking's state as its forms hold it (head count, moving date yyyy-MM-dd). */
export interface QuickBookingLinkState extends Omit<MoveLink, 'headCount' | 'movingDate'> {
  headCount: HeadCount | '';
  /** yyyy-MM-dd or ''. */
  movingDate: string;
}

/** The estimate form's URL from quick booking's state: every quick-booking link into the estimate form uses it. */
export function estimateUrlOfQuickBooking({ headCount, movingDate, ...move }: QuickBookingLinkState): string {
  return estimateUrlOf({ ...move, headCount: headCount, movingDate: movingDate.replaceAll('-', '/') });
}
