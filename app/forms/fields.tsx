import { useField, useFormState, type FieldMetaState } from 'react-final-form';
import { i18n } from '../../domain/i18n/i18n.ts';
import { isMessage, translateMessage } from '../../domain/i18n/message.ts';
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
    error: isMessage(meta.error) ? translateMessage(i18n, meta.error) : undefined,
    revealErrors: reveal,
    showAllErrors: submitFailed,
  };
}

/** A field's message in the page's language when final-form's state of it reveals its error under the form's rule; else undefined. */
export function revealedError(meta: FieldMetaState<unknown>, reveal: ErrorReveal): string | undefined {
  return isFieldErrorShown(meta, reveal) && isMessage(meta.error) ? translateMessage(i18n, meta.error) : undefined;
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

/** The messages of the enclosing StepForm's step in the page's language, for a section binding several fields to one ui/ component. */
export function useStepErrors<V extends object = Record<string, unknown>>(): Partial<Record<keyof V, string>> {
  const { errors = {} } = useFormState<V>({ subscription: { errors: true } });
  return Object.fromEntries(Object.entries(errors).flatMap(([field, error]) => (isMessage(error) ? [[field, translateMessage(i18n, error)]] : []))) as Partial<Record<keyof V, string>>;
}
