export type {
  BuildingFacts,
  CompanyTariff,
  FloorPlan,
  HeadCount,
  MoveEnd,
  MoveSpec,
  Parking,
  PrefectureCode,
  Quote,
  QuoteDay,
  Slot,
} from './types.ts';
export { quoteMove } from './quoteMove.ts';
export { STANDARD_TARIFF } from './rates.ts';
export type { DistanceBand, MoveDistance } from './distance.ts';
export { moveDistance, roadKmBetween } from './distance.ts';
export type { TruckClass, TruckPlan } from './volume.ts';
export { MAX_MOVE_LOAD_M3, estimatedVolumeM3, floorPlanFromCode, moveVolumeM3, truckPlanFor, truckPlanLabel } from './volume.ts';
export type { PrefectureOffice } from './prefectureOffices.ts';
export { PREFECTURE_CODES, PREFECTURE_OFFICES, areNeighbours, neighboursOf, prefectureOffice } from './prefectureOffices.ts';
export { parseQuoteDate } from './season.ts';
