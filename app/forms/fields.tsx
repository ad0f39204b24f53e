import { useField } from 'react-final-form';
import type { FieldMetaState } from 'react-final-form';
import { isErrorShown, type ErrorReveal } from '../../domain/validation/errorVisibility.ts';
import { useErrorReveal } from './StepForm.tsx';

/** Keeps what the visitor typed as is: final-form's default turns a cleared input into undefined. */
export const keepValue = <T,>(value: T): T => value;

/** The props a controlled ui/ form field takes from a final-form field. */
export interface BoundFieldProps<T> {
  name: string;
  value: T;
  onChange(value: T): void;
  onBlur(): void;
  /** The field's message (its rule, else the server's answer to the last submit); ui/ decides when it shows. */
  error: string | undefined;
  revealErrors: ErrorReveal;
  showAllErrors: boolean;
}

/**
 * Binds the StepForm field `name` to a controlled ui/ component (FloorPlanSelect, HeadCountField,
 * and the like): `<FloorPlanSelect {...useBoundField<AddressForm['fromFloorPlan']>('fromFloorPlan')} />`.
 * The component applies the form's error rule itself from `revealErrors` and `showAllErrors`.
 */
export function useBoundField<T>(name: string): BoundFieldProps<T> {
  const { input, meta } = useField<T>(name, { parse: keepValue });
  const { reveal, submitFailed } = useErrorReveal();
  return {
    name,
    value: input.value,
    onChange: input.onChange,
    onBlur: () => input.onBlur(),
    error: fieldMessage(meta),
    revealErrors: reveal,
    showAllErrors: submitFailed,
  };
}

/** The message a field shows when the form's error rule reveals it. */
export function fieldMessage(meta: { error?: unknown; submitError?: unknown; dirtySinceLastSubmit?: boolean }): string | undefined {
  if (typeof meta.error === 'string') return meta.error;
  // A server's refusal stays on the field until the visitor changes the field.
  return typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
}

/** Whether final-form's state of a field reveals its error under the form's rule (domain/validation/errorVisibility.ts). */
export function isFieldErrorShown(meta: FieldMetaState<unknown>, reveal: ErrorReveal): boolean {
  return isErrorShown({ edited: meta.modified === true, left: meta.touched === true }, reveal, meta.submitFailed === true);
}
