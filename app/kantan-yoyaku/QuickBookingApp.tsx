import { observer } from 'mobx-react-lite';
import { lazy, type ReactNode } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { WizardShell } from '../wizard/WizardShell.tsx';
import { useQuickBooking } from './flowContext.ts';
import { Step1Page } from './pages/Step1Page.tsx';
import type { Step } from './store/steps.ts';

// Step 1 is in the entry chunk; the later steps load when first shown, so the first page stays small.
const Step2Page = lazy(() => import('./pages/Step2Page.tsx').then((module) => ({ default: module.Step2Page })));
const Step3Page = lazy(() => import('./pages/Step3Page.tsx').then((module) => ({ default: module.Step3Page })));
const Step4Page = lazy(() => import('./pages/Step4Page.tsx').then((module) => ({ default: module.Step4Page })));
const Step5Page = lazy(() => import('./pages/Step5Page.tsx').then((module) => ({ default: module.Step5Page })));
const ConfirmPage = lazy(() => import('./pages/ConfirmPage.tsx').then((module) => ({ default: module.ConfirmPage })));
const CompletePage = lazy(() => import('./pages/CompletePage.tsx').then((module) => ({ default: module.CompletePage })));
const DuplicateErrorPage = lazy(() => import('./pages/DuplicateErrorPage.tsx').then((module) => ({ default: module.DuplicateErrorPage })));
// Modals and toasts load the first time one of them opens.
const FlowFeedback = lazy(() => import('./components/FlowFeedback.tsx').then((module) => ({ default: module.FlowFeedback })));

const PAGES: Record<Step, () => ReactNode> = {
  step1: () => <Step1Page />,
  step2: () => <Step2Page />,
  step3: () => <Step3Page />,
  step4: () => <Step4Page />,
  step5: () => <Step5Page />,
  confirm: () => <ConfirmPage />,
  complete: () => <CompletePage />,
  duplicateError: () => <DuplicateErrorPage />,
};

/** The progress bar's step labels, read in the page's language when shown. */
const PROGRESS_STEPS = [/*i18n*/ '住所', /*i18n*/ '建物', /*i18n*/ '荷物', /*i18n*/ '日程・業者', /*i18n*/ 'お客様情報', /*i18n*/ '確認'];
const PROGRESS_INDEX: Partial<Record<Step, number>> = { step1: 0, step2: 1, step3: 2, step4: 3, step5: 4, confirm: 5 };

/** The quick-booking page: the kit's shell around the current step, and the flow's modals and toasts. */
export const QuickBookingApp = observer(function QuickBookingApp() {
  const store = useQuickBooking();
  // The company-detail modal belongs to the calendar page; the others are the flow's.
  const flowFeedback = store.feedback.current !== null && store.feedback.current.kind !== 'companyDetail';
  return (
    <WizardShell
      title={t(/*i18n*/ 'かんたん予約')}
      busy={store.busy}
      progress={{ steps: PROGRESS_STEPS.map((label) => t(label)), active: PROGRESS_INDEX[store.step] }}
      feedback={flowFeedback ? <FlowFeedback /> : undefined}
    >
      {PAGES[store.step]()}
    </WizardShell>
  );
});
