import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { Form } from 'react-final-form';
import { contactProgressPercent } from '../../../domain/format/progress.ts';
import { ContactFields } from '../../../ui/ContactFields/index.ts';
import type { ContactField, ContactValues } from '../../../ui/ContactFields/index.ts';
import { PercentProgressBar } from '../../../ui/PercentProgressBar/index.ts';
import { useQuickBooking } from '../flowContext.ts';
import { StepSection } from '../components/StepSection.tsx';
import { currentEmailCheck, type EmailCheck } from '../store/emailCheck.ts';
import { customerErrors, type FormErrors } from '../store/formErrors.ts';
import type { CustomerForm } from '../store/forms.ts';

/** The quick-booking form's field behind each contact item of ui/ContactFields. */
const FORM_FIELD: Record<ContactField, keyof CustomerForm> = {
  name: 'customerName',
  nameKana: 'customerNameKana',
  email: 'customerEmail',
  tel: 'customerTel',
};

/** The form's rules, then the server's refusal of the e-mail when it is about the address typed. */
function validateCustomer(values: CustomerForm, emailCheck: EmailCheck | null): FormErrors<CustomerForm> {
  const errors = customerErrors(values);
  const serverCheck = currentEmailCheck(emailCheck, values.customerEmail);
  return { ...errors, customerEmail: errors.customerEmail ?? (serverCheck?.kind === 'rejected' ? serverCheck.message : undefined) };
}

/**
 * Step 5: personal info with the progress bar over name, e-mail and phone (spec §2, §5). Leaving
 * the e-mail asks the server's typo check, whose corrected address is offered under the field.
 */
export const Step5Page = observer(function Step5Page() {
  const store = useQuickBooking();
  // Read here, where the observer tracks it: a new answer gives a new validate, which final-form re-runs.
  const emailCheck = store.emailCheck;
  const validate = useCallback((values: CustomerForm) => validateCustomer(values, emailCheck), [emailCheck]);
  return (
    <Form<CustomerForm>
      initialValues={store.customer}
      onSubmit={store.submitCustomer}
      validate={validate}
      render={({ handleSubmit, form, values, errors = {}, hasValidationErrors }) => {
        const invalidRequired = [errors.customerName, errors.customerEmail, errors.customerTel].filter((message) => message !== undefined).length;
        const contact: ContactValues = {
          name: values.customerName ?? '',
          nameKana: values.customerNameKana ?? '',
          email: values.customerEmail ?? '',
          tel: values.customerTel ?? '',
        };
        const serverCheck = currentEmailCheck(emailCheck, contact.email);
        const changeContact = (next: ContactValues) =>
          form.batch(() => {
            for (const item of Object.keys(FORM_FIELD) as ContactField[]) form.change(FORM_FIELD[item], next[item]);
          });
        return (
          <form onSubmit={handleSubmit} noValidate>
            <StepSection title="お客様情報を入力してください" onBack={() => store.goTo('step4')} nextLabel="確認画面へ進む" nextDisabled={hasValidationErrors}>
              <PercentProgressBar value={contactProgressPercent(invalidRequired)} label="入力の進み具合" />
              <ContactFields
                flow="quick"
                value={contact}
                onChange={changeContact}
                onBlur={(item) => {
                  if (item === 'email') void store.checkEmail(contact.email);
                }}
                errors={{ name: errors.customerName, nameKana: errors.customerNameKana, email: errors.customerEmail, tel: errors.customerTel }}
                emailCorrection={serverCheck?.kind === 'suggestion' ? { text: serverCheck.text, email: serverCheck.suggestion } : undefined}
              />
            </StepSection>
          </form>
        );
      }}
    />
  );
});
