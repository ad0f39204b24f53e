import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import type { Message } from '../../domain/i18n/message.ts';
import { WizardShell } from '../wizard/WizardShell.tsx';
import { useEstimate } from './flowContext.ts';
import { InputStepPage } from './pages/InputStepPage.tsx';
import { MobileStep1Page } from './pages/MobileStep1Page.tsx';
import type { EstimateInputStep } from './store/layouts.ts';

// Step 1 is in the entry chunk; confirm and complete load when first shown.
const ConfirmPage = lazy(() => import('./pages/ConfirmPage.tsx').then((module) => ({ default: module.ConfirmPage })));
const CompletePage = lazy(() => import('./pages/CompletePage.tsx').then((module) => ({ default: module.CompletePage })));

const PC_PROGRESS: readonly Message[] = [/*i18n*/ 'お引越し情報', /*i18n*/ 'お客様情報', /*i18n*/ '入力内容の確認'];
const MOBILE_PROGRESS: readonly Message[] = [/*i18n*/ '引越し元', /*i18n*/ '引越し先', /*i18n*/ '日程・荷物', /*i18n*/ 'お客様情報'];
const STEP_TITLES: Readonly<Record<EstimateInputStep, Message>> = {
  step1: /*i18n*/ 'お引越しの情報を入力してください',
  step2: /*i18n*/ 'お客様情報と依頼先を入力してください',
  step3: /*i18n*/ 'お客様情報と依頼先を入力してください',
};

/** The progress the shell shows: the input steps and confirm, or on mobile the 4 parts of the one input page (spec §2). */
function progressOf(flow: ReturnType<typeof useEstimate>, stepLabels: readonly Message[]): { steps: readonly string[]; active: number | undefined } {
  if (flow.layout.device === 'sp') return { steps: MOBILE_PROGRESS.map(t), active: flow.step === 'step1' ? flow.mobileProgress : undefined };
  const index = [...flow.layout.inputSteps, 'confirm'].indexOf(flow.step);
  return { steps: stepLabels.map(t), active: index === -1 ? undefined : index };
}

export interface EstimateAppProps {
  /** The header's flow name, in the page's language; none in the embedded form. */
  title?: string;
  /** The input steps' headings (marked messages), for a layout whose steps hold other modules than PC's (the embedded form). */
  stepTitles?: Readonly<Record<EstimateInputStep, Message>>;
  /** The progress labels (marked messages) of the input steps and confirm, likewise. */
  progressLabels?: readonly Message[];
}

/** The estimate flow's page: the shell and the step shown. */
export const EstimateApp = observer(function EstimateApp({ title, stepTitles = STEP_TITLES, progressLabels = PC_PROGRESS }: EstimateAppProps) {
  const flow = useEstimate();
  const step = flow.step;
  return (
    <WizardShell title={title} busy={flow.busy} progress={progressOf(flow, progressLabels)}>
      {step === 'confirm' ? (
        <ConfirmPage />
      ) : step === 'complete' ? (
        <CompletePage />
      ) : flow.layout.device === 'sp' ? (
        <MobileStep1Page />
      ) : (
        <InputStepPage key={step} step={step} title={t(stepTitles[step])} />
      )}
    </WizardShell>
  );
});
