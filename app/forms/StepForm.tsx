import type { FormApi } from 'final-form';
import { createContext, useContext, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { ErrorReveal } from '../../domain/validation/errorVisibility.ts';
import { submitStep } from './stepForm.ts';

/** What a step's fields need to know of their form to apply the error rule. */
export interface ErrorRevealState {
  reveal: ErrorReveal;
  /** The step's next was refused: every error shows. */
  submitFailed: boolean;
}

const RevealContext = createContext<ErrorRevealState>({ reveal: 'edited', submitFailed: false });

/** The error rule of the enclosing StepForm. */
export function useErrorReveal(): ErrorRevealState {
  return useContext(RevealContext);
}

/** What the step's content knows of its form. */
export interface StepFormState {
  /** The step's next was refused: every error shows (spec §5). */
  submitFailed: boolean;
  hasValidationErrors: boolean;
}

export interface StepFormProps<V extends object> {
  /**
   * The step's form, as the flow's store created it (app/forms/stepForm.ts). react-final-form
   * takes it once: a page showing another form in the same place keys the StepForm by it.
   */
  form: FormApi<V>;
  /** When an error shows: once edited, or once edited and left (quick booking). */
  reveal: ErrorReveal;
  /**
   * What the step's submit (its next button, Enter in a field) does, when the store's next does
   * more than submit the form (the estimate's next also answers the quick-booking question).
   * @default the form's own submit
   */
  onNext?(): void;
  /** The step's content inside its `<form>`: fields, StepSection with next and back. */
  children(state: StepFormState): ReactNode;
}

// react-final-form sets a config prop on the form it is given only when the prop changes from one
// render to the next: a constant never does, so the store's own onSubmit stays (the prop is typed as required).
const FORM_OWNS_ITS_SUBMIT = () => undefined;

/**
 * One step's form on its page: react-final-form rendering the store's form, the one rule for when
 * an error shows (given to the field bindings through context), and next as the form's submit.
 */
export function StepForm<V extends object>({ form, reveal, onNext, children }: StepFormProps<V>) {
  return (
    <Form<V>
      form={form}
      onSubmit={FORM_OWNS_ITS_SUBMIT}
      subscription={{ submitFailed: true, hasValidationErrors: true }}
      render={({ submitFailed = false, hasValidationErrors = false }) => (
        <RevealContext.Provider value={{ reveal, submitFailed }}>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (onNext) onNext();
              else submitStep(form);
            }}
          >
            {children({ submitFailed, hasValidationErrors })}
          </form>
        </RevealContext.Provider>
      )}
    />
  );
}
