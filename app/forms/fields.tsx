import { useField, useFormState, type FieldMetaState } from 'react-final-form';
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
  /** The field's message under the step's rules; ui/ decides when it shows. */
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
  const { input, meta } = useField<T>(name, { parse: keepValue, subscription: { value: true, error: true } });
  const { reveal, submitFailed } = useErrorReveal();
  return {
    name,
    value: input.value,
    onChange: input.onChange,
    onBlur: () => input.onBlur(),
    error: typeof meta.error === 'string' ? meta.error : undefined,
    revealErrors: reveal,
    showAllErrors: submitFailed,
  };
}

/** Whether final-form's state of a field reveals its error under the form's rule (domain/validation/errorVisibility.ts). */
export function isFieldErrorShown(meta: FieldMetaState<unknown>, reveal: ErrorReveal): boolean {
  return isErrorShown({ edited: meta.modified === true, left: meta.touched === true }, reveal, meta.submitFailed === true);
}

/** The ui/ reveal props of the enclosing StepForm, for a component bound to several fields at once. */
export function useRevealProps(): { revealErrors: ErrorReveal; showAllErrors: boolean } {
  const { reveal, submitFailed } = useErrorReveal();
  return { revealErrors: reveal, showAllErrors: submitFailed };
}

/** The messages of the enclosing StepForm's step, for a section binding several fields to one ui/ component. */
export function useStepErrors(): Partial<Record<string, string>> {
  const { errors } = useFormState({ subscription: { errors: true } });
  return (errors ?? {}) as Partial<Record<string, string>>;
}
