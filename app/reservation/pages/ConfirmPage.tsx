import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { t } from '../../../domain/i18n/i18n.ts';
import { ConfirmFloatingFooter } from '../../../ui/ConfirmFloatingFooter/index.ts';
import { StepForm } from '../../forms/StepForm.tsx';
import { ConfirmModuleBlock } from '../../moving-form/sections/ConfirmModuleBlock.tsx';
import { RefusedStepAlert } from '../../moving-form/sections/RefusedStepAlert.tsx';
import { StepSection } from '../../wizard/StepSection.tsx';
import { OtherRequestsSection } from '../../moving-form/sections/ContactSection.tsx';
import { useReservation } from '../flowContext.ts';
import { MODULE_TITLES, ReservationSummary } from '../sections/ReservationSummary.tsx';
import { RESERVATION_MODULES } from '../store/modules.ts';

const SUMMARY_MODULES = RESERVATION_MODULES.filter((module) => module !== 'otherRequests');

/** Confirm: every module with its edit button, other requests edited here, and the reserve button (spec §2). */
export const ConfirmPage = observer(function ConfirmPage() {
  const flow = useReservation();
  return (
    <>
      <StepForm form={flow.form.fields.form('confirm')} reveal="edited" onNext={() => void flow.reserve()}>
        {({ submitFailed, hasValidationErrors }) => (
          <StepSection title={t(/*i18n*/ '入力内容の確認')} onBack={() => flow.back('confirm')}>
            <Typography>{t(/*i18n*/ '以下の内容で仮予約を依頼します。引越し業者から、日時と料金の確定のご連絡があります。')}</Typography>
            {SUMMARY_MODULES.map((module) => (
              <ConfirmModuleBlock key={module} module={module} title={t(MODULE_TITLES[module])} onEdit={() => flow.edit(module)}>
                <ReservationSummary module={module} />
              </ConfirmModuleBlock>
            ))}
            <OtherRequestsSection />
            {submitFailed && hasValidationErrors && <RefusedStepAlert />}
          </StepSection>
        )}
      </StepForm>
      <ConfirmFloatingFooter submitLabel={t(/*i18n*/ 'この内容で仮予約を依頼する')} onSubmit={() => void flow.reserve()} submitting={flow.sending} />
    </>
  );
});
