import type { OutlinedFieldProps } from '../internal/OutlinedField.tsx';
import type { ErrorRevealProps } from '../internal/useRevealedErrors.ts';

/** The outlined field's own props (label, value, type, options…), with a validation message in place of its error state. */
export interface FormTextFieldProps
  extends ErrorRevealProps,
    Pick<OutlinedFieldProps, 'label' | 'value' | 'onChange' | 'onBlur' | 'autoComplete' | 'type' | 'htmlInput' | 'options' | 'className' | 'ref'> {
  /** Name and id of the input or select; the label and the message are tied to it. */
  name: string;
  /**
   * The validation message for the current value (from domain/validation), shown per `revealErrors`.
   * @default undefined
   */
  error?: string;
}
