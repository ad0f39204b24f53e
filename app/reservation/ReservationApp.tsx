import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { WizardShell } from '../wizard/WizardShell.tsx';
import { useReservation } from './flowContext.ts';
import { InputStepPage } from './pages/InputStepPage.tsx';
import type { ReservationInputStep } from './store/modules.ts';

// Step 1 is in the entry chunk; the other pages load when first shown.
const NoHitPage = lazy(() => import('./pages/NoHitPage.tsx').then((module) => ({ default: module.NoHitPage })));
const ConfirmPage = lazy(() => import('./pages/ConfirmPage.tsx').then((module) => ({ default: module.ConfirmPage })));
const CompletePage = lazy(() => import('./pages/CompletePage.tsx').then((module) => ({ default: module.CompletePage })));

const PROGRESS = ['引越し情報', '荷物', 'お客様情報', '業者選択', '入力内容の確認'];
const PROGRESS_INDEX: Readonly<Record<ReservationInputStep | 'confirm', number>> = { step1: 0, step2: 1, step3: 2, step4: 3, confirm: 4 };
const STEP_TITLES: Readonly<Record<ReservationInputStep, string>> = {
  step1: 'お引越しの情報を入力してください',
  step2: 'お荷物の量を確認してください',
  step3: 'お客様情報を入力してください',
  step4: '仮予約する引越し業者を選んでください（3社まで）',
};

/** The reservation flow's page: the shell and the step shown. */
export const ReservationApp = observer(function ReservationApp() {
  const flow = useReservation();
  const step = flow.step;
  const active = step === 'noHit' ? PROGRESS_INDEX.step4 : step === 'complete' ? undefined : PROGRESS_INDEX[step];
  return (
    <WizardShell title="引越し仮予約" busy={flow.busy} progress={{ steps: PROGRESS, active }}>
      {step === 'noHit' ? (
        <NoHitPage />
      ) : step === 'confirm' ? (
        <ConfirmPage />
      ) : step === 'complete' ? (
        <CompletePage />
      ) : (
        <InputStepPage key={step} step={step} title={STEP_TITLES[step]} />
      )}
    </WizardShell>
  );
});
