import { observer } from 'mobx-react-lite';
import { t } from '../../../domain/i18n/i18n.ts';
import { StepForm } from '../../forms/StepForm.tsx';
import { RefusedStepAlert } from '../../moving-form/sections/RefusedStepAlert.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useReservation } from '../flowContext.ts';
import { ReservationModuleSection } from '../sections/ReservationModuleSection.tsx';
import { modulesOn, type ReservationInputStep } from '../store/modules.ts';

/** An input step: the modules on it, with back and next. */
export const InputStepPage = observer(function InputStepPage({ step, title }: { step: ReservationInputStep; title: string }) {
  const flow = useReservation();
  return (
    <StepForm form={flow.form.fields.form(step)} reveal="edited">
      {({ submitFailed, hasValidationErrors }) => (
        <StepSection title={title} onBack={step === 'step1' ? undefined : () => flow.back(step)} nextLabel={step === 'step4' ? t(/*i18n*/ '確認画面へ進む') : t(/*i18n*/ '次へ進む')}>
          {modulesOn(step).map((module) => (
            <ReservationModuleSection key={module} module={module} />
          ))}
          {/* Beside the next button just pressed, on screen: the fields above it show their own errors. */}
          {submitFailed && hasValidationErrors && <RefusedStepAlert />}
        </StepSection>
      )}
    </StepForm>
  );
});
