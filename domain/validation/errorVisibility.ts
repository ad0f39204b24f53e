/**
 * When a field's error shows (spec §5): once the visitor edited the field ('edited', the estimate
 * and reservation forms), or edited it and then left it ('editedAndBlurred', quick booking); and
 * every error of a form whose submit was refused.
 */
export type ErrorReveal = 'edited' | 'editedAndBlurred';

/** What the visitor has done with a field (or one part of a field). */
export interface FieldInteraction {
  /** The visitor changed its value. */
  edited: boolean;
  /** It lost the focus at least once. */
  left: boolean;
}

/**
 * The one rule for whether a field's error shows: ui/'s fields apply it to the interaction they
 * track themselves, app/'s bindings to final-form's field state (modified, touched, submitFailed).
 */
export function isErrorShown(field: FieldInteraction, reveal: ErrorReveal, showAll: boolean): boolean {
  if (showAll) return true;
  if (!field.edited) return false;
  return reveal === 'edited' || field.left;
}
