import Alert from '@mui/material/Alert';
import { observer } from 'mobx-react-lite';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useReservation } from '../flowContext.ts';
import { ReservationModuleSection } from '../sections/ReservationModuleSection.tsx';
import { modulesOn, type ReservationInputStep } from '../store/modules.ts';

/** An input step: the modules on it, with back and next. */
export const InputStepPage = observer(function InputStepPage({ step, title }: { step: ReservationInputStep; title: string }) {
  const flow = useReservation();
  const showAllErrors = flow.showsAllErrors(step);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.next(step);
      }}
    >
      <StepSection title={title} onBack={step === 'step1' ? undefined : () => flow.back(step)} nextLabel={step === 'step4' ? '確認画面へ進む' : '次へ進む'}>
        {showAllErrors && !flow.isStepComplete(step) && (
          <Alert severity="error" role="alert">
            入力内容をご確認ください。
          </Alert>
        )}
        {modulesOn(step).map((module) => (
          <ReservationModuleSection key={module} module={module} showAllErrors={showAllErrors} />
        ))}
      </StepSection>
    </form>
  );
});
