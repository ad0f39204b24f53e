import type { FloorPlanSelectProps } from '../../ui/FloorPlanSelect/index.ts';

/**
 * When a field's error shows (spec §5): once the field was edited ('edited', the estimate and
 * reservation forms), or edited and then left ('editedAndBlurred', quick booking); and every
 * error of the form after a failed submit. ui/ form fields take the same two props.
 */
export type ErrorReveal = NonNullable<FloorPlanSelectProps['revealErrors']>;

/** What final-form knows of a field for the rule. */
export interface FieldInteraction {
  modified?: boolean;
  touched?: boolean;
  submitFailed?: boolean;
}

/** The one rule: whether an error of a field with this interaction shows. */
export function isErrorShown(field: FieldInteraction, reveal: ErrorReveal): boolean {
  if (field.submitFailed) return true;
  if (!field.modified) return false;
  return reveal === 'edited' || field.touched === true;
}
