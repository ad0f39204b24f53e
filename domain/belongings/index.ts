export type { PersonType } from './personType.ts';
export { personTypeOf, defaultBelongingsCounts, belongingsAfterHeadCountChange } from './personType.ts';
export {
  countOf,
  setItemCount,
  countAfterBlur,
  resetCategory,
  BELONGINGS_SUB_STEP_CATEGORY_INDEXES,
  BELONGINGS_SUB_STEPS,
  categoriesOfSubStep,
  subStepBelongingsError,
} from './quantity.ts';
export {
  IKEA_EXCLUDED_ITEM_CODES,
  SUMMARY_MAX_ITEMS,
  SUMMARY_SEPARATOR,
  categorySummary,
  ikeaCategorySummary,
} from './summary.ts';
export { englishItemCount } from './englishItemCount.ts';
export type { OtherBelongingsValues } from './otherBelongings.ts';
export { changeHasOtherBelongings } from './otherBelongings.ts';
