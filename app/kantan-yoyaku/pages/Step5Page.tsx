import { observer } from 'mobx-react-lite';
import { useForm, useFormState } from 'react-final-form';
import { useStepErrors } from '../../forms/fields.tsx';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';
import { profileOf } from '../../../domain/i18n/profiles.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import { contactProgressPercent } from '../../../domain/format/progress.ts';
import { ContactFields } from '../../../ui/ContactFields/index.ts';
import type { ContactValues } from '../../../ui/ContactFields/index.ts';
import { PercentProgressBar } from '../../../ui/PercentProgressBar/index.ts';
import { StepForm, useErrorReveal } from '../../forms/StepForm.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { missingItemsHint } from '../components/missingItems.ts';
import { useQuickBooking } from '../flowContext.ts';

/** Step 5's items as its next names those still missing, in page order. */
const STEP5_ITEMS = {
  name: /*i18n*/ 'お名前',
  nameKana: /*i18n*/ 'フリガナ',
  email: /*i18n*/ 'メールアドレス',
  tel: /*i18n*/ '電話番号',
} as const satisfies Record<keyof ContactValues, Message>;

/** The contact items, their progress bar and the e-mail check's suggestion, bound to the step's form. */
const CustomerFields = observer(function CustomerFields({ nextDisabled }: { nextDisabled: boolean }) {
  const store = useQuickBooking();
  const { emailCheck } = store.inputs;
  const form = useForm<ContactValues>();
  const { values: contact } = useFormState<ContactValues>({ subscription: { values: true } });
  const errors = useStepErrors<ContactValues>();
  const { reveal, submitFailed } = useErrorReveal();
  const invalidRequired = [errors.name, errors.email, errors.tel].filter((message) => message !== undefined).length;
  const changeContact = (next: ContactValues) =>
    form.batch(() => {
      for (const item of Object.keys(next) as (keyof ContactValues)[]) form.change(item, next[item]);
    });
  return (
    <StepSection title={t(/*i18n*/ 'お客様情報を入力してください')} onBack={() => store.navigator.goTo('step4')} nextLabel={t(/*i18n*/ '確認画面へ進む')} nextDisabled={nextDisabled} nextHint={missingItemsHint(errors, STEP5_ITEMS)}>
      <PercentProgressBar value={contactProgressPercent(invalidRequired)} label={t(/*i18n*/ '入力の進み具合')} />
      <ContactFields
        flow="quickBooking"
        value={contact}
        nameReading={profileOf(activeLocale()).nameReading}
        onChange={changeContact}
        onBlur={(item) => {
          if (item === 'email') void emailCheck.check(contact.email);
        }}
        errors={errors}
        emailCorrection={emailCheck.correctionFor(contact.email)}
        revealErrors={reveal}
        showAllErrors={submitFailed}
      />
    </StepSection>
  );
});

/**
 * Step 5: personal info with the progress bar over name, e-mail and phone (spec §2, §5). Leaving
 * the e-mail asks the server's typo check; its refusal shows as the e-mail's error (the form's
 * rules include it) and its corrected address is offered under the field.
 */
export const Step5Page = observer(function Step5Page() {
  const store = useQuickBooking();
  return (
    <StepForm form={store.inputs.fields.form('customer')} reveal="editedAndBlurred">
      {({ hasValidationErrors }) => <CustomerFields nextDisabled={hasValidationErrors} />}
    </StepForm>
  );
});
