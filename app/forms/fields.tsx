import { useField } from 'react-final-form';
import { i18n } from '../../domain/i18n/i18n.ts';
import { isMessage, translateMessage } from '../../domain/i18n/message.ts';
import type { ErrorReveal } from './errorVisibility.ts';
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

/** The message a field shows when the form's error rule reveals it, in the page's language. */
export function fieldMessage(meta: { error?: unknown; submitError?: unknown; dirtySinceLastSubmit?: boolean }): string | undefined {
  if (isMessage(meta.error)) return translateMessage(i18n, meta.error);
  // A server's refusal stays on the field until the visitor changes the field.
  return typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit ? meta.submitError : undefined;
}
