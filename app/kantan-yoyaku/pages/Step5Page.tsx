import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import type { FormRenderProps } from 'react-final-form';
import { contactProgressPercent } from '../../../domain/format/progress.ts';
import { QUICK_CUSTOMER_RULES } from '../../../domain/validation/quickBookingRules.ts';
import type { RuleList } from '../../../domain/validation/ruleList.ts';
import { ContactFields } from '../../../ui/ContactFields/index.ts';
import type { ContactField, ContactValues } from '../../../ui/ContactFields/index.ts';
import { PercentProgressBar } from '../../../ui/PercentProgressBar/index.ts';
import { StepForm, useErrorReveal } from '../../forms/StepForm.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useQuickBooking } from '../flowContext.ts';
import { currentEmailCheck } from '../store/emailCheck.ts';
import type { CustomerForm } from '../store/forms.ts';

/** The quick-booking form's field behind each contact item of ui/ContactFields. */
const FORM_FIELD: Record<ContactField, keyof CustomerForm> = {
  name: 'customerName',
  nameKana: 'customerNameKana',
  email: 'customerEmail',
  tel: 'customerTel',
};

/** The contact items, their progress bar and the e-mail check's suggestion, bound to the step's form. */
const CustomerFields = observer(function CustomerFields({ form, values, errors = {}, hasValidationErrors }: FormRenderProps<CustomerForm>) {
  const store = useQuickBooking();
  const { reveal, submitFailed } = useErrorReveal();
  const invalidRequired = [errors.customerName, errors.customerEmail, errors.customerTel].filter((message) => message !== undefined).length;
  const contact: ContactValues = { name: values.customerName, nameKana: values.customerNameKana, email: values.customerEmail, tel: values.customerTel };
  const serverCheck = currentEmailCheck(store.emailCheck, contact.email);
  const changeContact = (next: ContactValues) =>
    form.batch(() => {
      for (const item of Object.keys(FORM_FIELD) as ContactField[]) form.change(FORM_FIELD[item], next[item]);
    });
  return (
    <StepSection title="お客様情報を入力してください" onBack={() => store.navigator.goTo('step4')} nextLabel="確認画面へ進む" nextDisabled={hasValidationErrors}>
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
        revealErrors={reveal}
        showAllErrors={submitFailed}
      />
    </StepSection>
  );
});

/**
 * Step 5: personal info with the progress bar over name, e-mail and phone (spec §2, §5). Leaving
 * the e-mail asks the server's typo check; its refusal shows as the e-mail's error and its
 * corrected address is offered under the field.
 */
export const Step5Page = observer(function Step5Page() {
  const store = useQuickBooking();
  // Read here, where the observer tracks it: a new answer gives new rules, which the form re-runs.
  const emailCheck = store.emailCheck;
  const serverRules = useMemo<RuleList<CustomerForm>>(
    () => ({
      customerEmail: (email) => {
        const check = currentEmailCheck(emailCheck, email);
        return check?.kind === 'rejected' ? check.message : undefined;
      },
    }),
    [emailCheck],
  );
  return (
    <StepForm<CustomerForm> initialValues={store.inputs.customer} rules={QUICK_CUSTOMER_RULES} extraRules={serverRules} reveal="editedAndBlurred" onSubmit={store.inputs.submitCustomer}>
      {(form) => <CustomerFields {...form} />}
    </StepForm>
  );
});
