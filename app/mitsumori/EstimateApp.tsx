import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { WizardShell } from '../wizard/WizardShell.tsx';
import { useEstimate } from './flowContext.ts';
import { InputStepPage } from './pages/InputStepPage.tsx';
import { MobileStep1Page } from './pages/MobileStep1Page.tsx';
import type { EstimateInputStep } from './store/layouts.ts';

// Step 1 is in the entry chunk; confirm and complete load when first shown.
const ConfirmPage = lazy(() => import('./pages/ConfirmPage.tsx').then((module) => ({ default: module.ConfirmPage })));
const CompletePage = lazy(() => import('./pages/CompletePage.tsx').then((module) => ({ default: module.CompletePage })));

const PC_PROGRESS = ['お引越し情報', 'お客様情報', '入力内容の確認'];
const MOBILE_PROGRESS = ['引越し元', '引越し先', '日程・荷物', 'お客様情報'];
const STEP_TITLES: Readonly<Record<EstimateInputStep, string>> = {
  step1: 'お引越しの情報を入力してください',
  step2: 'お客様情報と依頼先を入力してください',
  step3: 'お客様情報と依頼先を入力してください',
};

/** The progress the shell shows: PC steps, or on mobile the 4 parts of the one input page (spec §2). */
function progressOf(flow: ReturnType<typeof useEstimate>): { steps: readonly string[]; active: number | undefined } {
  if (flow.layout.device === 'sp') return { steps: MOBILE_PROGRESS, active: flow.step === 'step1' ? flow.mobileProgress : undefined };
  const index = [...flow.layout.inputSteps, 'confirm'].indexOf(flow.step);
  return { steps: PC_PROGRESS, active: index === -1 ? undefined : index };
}

/** The estimate flow's page: the shell and the step shown. */
export const EstimateApp = observer(function EstimateApp({ title }: { title?: string }) {
  const flow = useEstimate();
  const step = flow.step;
  return (
    <WizardShell title={title} busy={flow.busy} progress={progressOf(flow)}>
      {step === 'confirm' ? (
        <ConfirmPage />
      ) : step === 'complete' ? (
        <CompletePage />
      ) : flow.layout.device === 'sp' ? (
        <MobileStep1Page />
      ) : (
        <InputStepPage key={step} step={step} title={STEP_TITLES[step]} />
      )}
    </WizardShell>
  );
});
