import type { FormApi, SubmissionErrors } from 'final-form';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { Form, type FormRenderProps } from 'react-final-form';
import { errorsOf, type FormErrors, type RuleList } from '../../domain/validation/ruleList.ts';
import type { ErrorReveal } from '../../domain/validation/errorVisibility.ts';

/** What a step's fields need to know of their form to apply the error rule. */
export interface ErrorRevealState {
  reveal: ErrorReveal;
  /** A submit was refused (by the rules or the server): every error shows. */
  submitFailed: boolean;
}

const RevealContext = createContext<ErrorRevealState>({ reveal: 'edited', submitFailed: false });

/** The error rule of the enclosing StepForm. */
export function useErrorReveal(): ErrorRevealState {
  return useContext(RevealContext);
}

export interface StepFormProps<V extends object> {
  /** The step's values as the flow store holds them; the form starts over when they change. */
  initialValues: V;
  /** The step's rules, a list from domain/validation/. */
  rules: RuleList<V>;
  /**
   * Rules the page adds from what only it knows (the server's e-mail check); a field's extra rule
   * is asked when its domain rule passes. A new object re-validates the form.
   */
  extraRules?: RuleList<V>;
  /** When an error shows: once edited, or once edited and left (quick booking). */
  reveal: ErrorReveal;
  /** Hands the step's valid values to the flow store, which moves on (its failures go to the error page, spec §8). */
  onSubmit(values: V, form: FormApi<V>): SubmissionErrors | void | Promise<SubmissionErrors | void>;
  /** The step's content inside its `<form>`: fields, StepSection with next and back. */
  children(form: FormRenderProps<V>): ReactNode;
}

/**
 * One step's form: react-final-form with the step's domain rule list, the one rule for when an
 * error shows (given to the field adapters through context), and submission errors shown on
 * their fields.
 */
export function StepForm<V extends object>({ initialValues, rules, extraRules, reveal, onSubmit, children }: StepFormProps<V>) {
  const validate = useCallback(
    (values: V): FormErrors<V> => {
      const errors = errorsOf(rules, values);
      if (!extraRules) return errors;
      const extra = errorsOf(extraRules, values);
      for (const field of Object.keys(extra) as (keyof V)[]) errors[field] ??= extra[field];
      return errors;
    },
    [rules, extraRules],
  );
  return (
    <Form<V>
      initialValues={initialValues}
      onSubmit={onSubmit}
      validate={validate}
      render={(form) => (
        <RevealContext.Provider value={{ reveal, submitFailed: form.submitFailed ?? false }}>
          <form onSubmit={form.handleSubmit} noValidate>
            {children(form)}
          </form>
        </RevealContext.Provider>
      )}
    />
  );
}
