export type {
  BuildingFacts,
  CompanyTariff,
  FloorPlan,
  HeadCountNumber,
  MoveEnd,
  MoveSpec,
  Parking,
  Quote,
  Slot,
} from './types.ts';
export { quoteMove } from './quoteMove.ts';
export { STANDARD_TARIFF } from './rates.ts';
export { moveDistance } from './distance.ts';
export { MAX_MOVE_LOAD_M3, floorPlanFromCode } from './volume.ts';
export { PREFECTURE_CODES } from './prefectureOffices.ts';
