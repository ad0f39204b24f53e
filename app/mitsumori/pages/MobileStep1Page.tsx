import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { t } from '../../../domain/i18n/i18n.ts';
import { RefusedStepAlert } from '../../moving-form/sections/RefusedStepAlert.tsx';
import { useRef } from 'react';
import { StepForm } from '../../forms/StepForm.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { useKeepInView } from '../../wizard/useKeepInView.ts';
import { useEstimate } from '../flowContext.ts';
import { ModuleSection } from '../sections/ModuleSection.tsx';
import { QuickBookingSection } from '../sections/QuickBookingSection.tsx';
import type { EstimateModule } from '../store/layouts.ts';

const MOVE_MODULES: readonly EstimateModule[] = ['fromAddress', 'toAddress', 'schedule', 'belongingsCounts'];
/** The 4th progress part (spec §2 "step-4 section"): shown once both ends pass and companies were found. */
const CONTACT_MODULES: readonly EstimateModule[] = ['contactInfo', 'company', 'otherRequests', 'alliance'];

/** Mobile: every module on one page (spec §2), the contact part once the checks pass, and the quote's confirm button. */
export const MobileStep1Page = observer(function MobileStep1Page() {
  const flow = useEstimate();
  const editing = flow.edits.isEditing();
  const contactShown = flow.mobileContactShown;
  const button = useRef<HTMLButtonElement>(null);
  // After a prefill from quick booking, the page moves to the button once the contact part appears
  // (spec §4), and keeps it there while that part's sections load above it.
  useKeepInView(button, contactShown && flow.scrollsToButtonAfterPrefill);
  return (
    <StepForm form={flow.form.fields.form('step1')} reveal="edited" onNext={() => flow.next('step1')}>
      {({ submitFailed, hasValidationErrors }) => (
        <StepSection title={t(/*i18n*/ '引越し見積もりの入力')} onBack={editing ? () => flow.back('step1') : undefined} focusOnOpen={!editing}>
          {MOVE_MODULES.map((module) => (
            <ModuleSection key={module} module={module} />
          ))}
          <QuickBookingSection />
          {contactShown && CONTACT_MODULES.map((module) => <ModuleSection key={module} module={module} />)}
          {/* Beside the button just pressed, on screen: the fields above it show their own errors. */}
          {submitFailed && hasValidationErrors && <RefusedStepAlert />}
          <Button ref={button} type="submit" variant="contained" color="secondary" size="large" fullWidth>
            {editing ? t(/*i18n*/ '変更を確定する') : t(/*i18n*/ '確認画面へ進む')}
          </Button>
        </StepSection>
      )}
    </StepForm>
  );
});
