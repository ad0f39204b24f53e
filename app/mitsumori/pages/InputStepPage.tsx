import { observer } from 'mobx-react-lite';
import { t } from '../../../domain/i18n/i18n.ts';
import { RefusedStepAlert } from '../../moving-form/sections/RefusedStepAlert.tsx';
import { StepForm } from '../../forms/StepForm.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useEstimate } from '../flowContext.ts';
import { ModuleSection } from '../sections/ModuleSection.tsx';
import { QuickBookingSection } from '../sections/QuickBookingSection.tsx';
import { modulesOf, type EstimateInputStep, type EstimateModule } from '../store/layouts.ts';

/** An input step of the PC (and embedded) layout: the modules its layout puts there, with back and next. */
export const InputStepPage = observer(function InputStepPage({ step, title }: { step: EstimateInputStep; title: string }) {
  const flow = useEstimate();
  const modules = modulesOf(flow.layout, step);
  const editing = flow.edits.isEditing();
  const first = flow.layout.inputSteps.indexOf(step) === 0;
  const afterRoute = modules.indexOf('toAddress');
  return (
    <StepForm form={flow.form.fields.form(step)} reveal="edited" onNext={() => flow.next(step)}>
      {({ submitFailed, hasValidationErrors }) => (
        <StepSection title={title} onBack={!first || editing ? () => flow.back(step) : undefined} nextLabel={editing ? t(/*i18n*/ '変更を確定する') : t(/*i18n*/ '次へ進む')} focusOnOpen={!editing}>
          {modules.map((module, index) => (
            <ModuleSectionWithRecommendation key={module} module={module} recommend={index === afterRoute} />
          ))}
          {/* Beside the next button just pressed, on screen: the fields above it show their own errors. */}
          {submitFailed && hasValidationErrors && <RefusedStepAlert />}
        </StepSection>
      )}
    </StepForm>
  );
});

/** A module, followed by the quick-booking recommendation after the destination. */
function ModuleSectionWithRecommendation({ module, recommend }: { module: EstimateModule; recommend: boolean }) {
  return (
    <>
      <ModuleSection module={module} />
      {recommend && <QuickBookingSection />}
    </>
  );
}
