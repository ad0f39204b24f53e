import type { HasOtherBelongings } from '../validation/belongingsRules.ts';

/** The other-belongings answer with its text and the text stashed while the answer is not "yes". */
export interface OtherBelongingsValues {
  hasOtherBelongings: HasOtherBelongings;
  otherBelongings: string;
  stashedOtherBelongings: string;
}

/**
 * Changes the other-belongings answer. Leaving "yes" ('1') stashes the text and clears it; choosing
 * "yes" again restores the stashed text and clears the stash.
 */
export function changeHasOtherBelongings(values: OtherBelongingsValues, hasOtherBelongings: HasOtherBelongings): OtherBelongingsValues {
  if (hasOtherBelongings === values.hasOtherBelongings) return values;
  if (hasOtherBelongings === '1') return { hasOtherBelongings, otherBelongings: values.stashedOtherBelongings, stashedOtherBelongings: '' };
  if (values.hasOtherBelongings === '1') return { hasOtherBelongings, otherBelongings: '', stashedOtherBelongings: values.otherBelongings };
  return { ...values, hasOtherBelongings };
}
