import { shownErrors } from '../../../domain/validation/fieldErrors.ts';
import { belongingsCountsRule, otherBelongingsRule } from '../../../domain/validation/belongingsRules.ts';
import { EMPTY_BELONGINGS_ANSWERS, type BelongingsAnswers } from '../../moving-form/values.ts';
import type { FormPart } from '../formPart.ts';

/**
 * When the belongings' counts are checked: on the part's own next (the moving form, whose
 * belongings modal is one step), or by the flow on each sub-step of its own (quick booking's
 * seven, whose next stays disabled until the sub-step is answered), the part then checking only
 * the other-belongings text.
 */
export type CountsChecked = 'byPart' | 'bySubSteps';

/** The belongings modal's answers (spec §3 "Belongings"): the counts, other belongings and IKEA. */
export function belongingsPart(counts: CountsChecked): FormPart<BelongingsAnswers> {
  return {
    name: 'belongings',
    initialValues: () => EMPTY_BELONGINGS_ANSWERS,
    errors: (values) =>
      shownErrors({
        belongingsCounts: counts === 'byPart' ? belongingsCountsRule(values.belongingsCounts) : undefined,
        otherBelongings: otherBelongingsRule(values.otherBelongings),
      }),
  };
}
