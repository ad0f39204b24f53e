export type { OriginAddress, DestinationAddress, PostalLookupOutcome } from './addressChanges.ts';
export {
  changePostalCode,
  changeOriginPrefecture,
  changeOriginCity,
  changeDestinationPrefecture,
  pickDistrict,
  destinationAfterOriginPrefecture,
  resolvePostalLookup,
  shouldLookUpPostalCode,
  zipCodeFromQuery,
} from './addressChanges.ts';
export type { BuildingDetail, DestinationBuildingDetail } from './buildingDetail.ts';
export {
  EMPTY_BUILDING_DETAIL,
  EMPTY_DESTINATION_BUILDING_DETAIL,
  changeBuildingType,
  changeTower,
} from './buildingDetail.ts';
