import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { contactProgressPercent } from '../../../domain/format/progress.ts';
import { emailRule, nameKanaRule, nameRule, phoneRule } from '../../../domain/validation/contactRules.ts';
import { PercentProgressBar } from '../../../ui/PercentProgressBar/index.ts';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { TextInputField } from '../components/fields.tsx';
import { StepSection } from '../components/StepSection.tsx';
import type { CustomerForm } from '../store/forms.ts';

const quickNameRule = nameRule('quick');
const quickPhoneRule = phoneRule('quick');

/** Step 5: personal info with the progress bar over name, e-mail and phone (spec §2, §5). */
export const Step5Page = observer(function Step5Page() {
  const store = useRootStore().kantanYoyaku;
  return (
    <Form<CustomerForm>
      initialValues={store.customer}
      onSubmit={store.submitCustomer}
      validate={(values) => ({
        customerName: quickNameRule(values.customerName),
        customerNameKana: nameKanaRule(values.customerNameKana),
        customerTel: quickPhoneRule(values.customerTel),
        customerEmail: emailRule(values.customerEmail),
      })}
      render={({ handleSubmit, values, hasValidationErrors }) => {
        const invalidRequired = [quickNameRule(values.customerName), emailRule(values.customerEmail), quickPhoneRule(values.customerTel)].filter(
          (message) => message !== undefined,
        ).length;
        return (
          <form onSubmit={handleSubmit} noValidate>
            <StepSection title="お客様情報を入力してください" onBack={() => store.goTo('step4')} nextLabel="確認画面へ進む" nextDisabled={hasValidationErrors}>
              <PercentProgressBar value={contactProgressPercent(invalidRequired)} label="入力の進み具合" />
              <TextInputField name="customerName" label="お名前" autoComplete="name" />
              <TextInputField name="customerNameKana" label="フリガナ（全角カナ）" />
              <TextInputField name="customerTel" label="電話番号（ハイフンなし）" type="tel" inputMode="tel" autoComplete="tel" />
              <TextInputField name="customerEmail" label="メールアドレス" type="email" inputMode="email" autoComplete="email" />
            </StepSection>
          </form>
        );
      }}
    />
  );
});
