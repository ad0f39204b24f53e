export type { PersonType } from './personType.ts';
export { personTypeOf, defaultBaggageQuantity, baggageAfterPersonCountChange } from './personType.ts';
export {
  countOf,
  setItemCount,
  countAfterBlur,
  resetCategory,
  BAGGAGE_SUB_STEP_CATEGORY_INDEXES,
  BAGGAGE_SUB_STEPS,
  categoriesOfSubStep,
  subStepBaggageError,
} from './quantity.ts';
export {
  IKEA_EXCLUDED_ITEM_CODES,
  SUMMARY_MAX_ITEMS,
  SUMMARY_SEPARATOR,
  SUMMARY_NONE,
  categorySummary,
  ikeaCategorySummary,
} from './summary.ts';
export type { EtcBaggagesValues } from './etcBaggages.ts';
export { changeHasEtcBaggages } from './etcBaggages.ts';
