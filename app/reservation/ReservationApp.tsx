import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import type { Message } from '../../domain/i18n/message.ts';
import { WizardShell } from '../wizard/WizardShell.tsx';
import { useReservation } from './flowContext.ts';
import { InputStepPage } from './pages/InputStepPage.tsx';
import type { ReservationInputStep } from './store/modules.ts';

// Step 1 is in the entry chunk; the other pages load when first shown.
const NoHitPage = lazy(() => import('./pages/NoHitPage.tsx').then((module) => ({ default: module.NoHitPage })));
const ConfirmPage = lazy(() => import('./pages/ConfirmPage.tsx').then((module) => ({ default: module.ConfirmPage })));
const CompletePage = lazy(() => import('./pages/CompletePage.tsx').then((module) => ({ default: module.CompletePage })));

const PROGRESS: readonly Message[] = [/*i18n*/ '引越し情報', /*i18n*/ '荷物', /*i18n*/ 'お客様情報', /*i18n*/ '業者選択', /*i18n*/ '入力内容の確認'];
const PROGRESS_INDEX: Readonly<Record<ReservationInputStep | 'confirm', number>> = { step1: 0, step2: 1, step3: 2, step4: 3, confirm: 4 };
const STEP_TITLES: Readonly<Record<ReservationInputStep, Message>> = {
  step1: /*i18n*/ 'お引越しの情報を入力してください',
  step2: /*i18n*/ 'お荷物の量を確認してください',
  step3: /*i18n*/ 'お客様情報を入力してください',
  step4: /*i18n*/ '仮予約する引越し業者を選んでください（3社まで）',
};

/** The reservation flow's page: the shell and the step shown. */
export const ReservationApp = observer(function ReservationApp() {
  const flow = useReservation();
  const step = flow.step;
  const active = step === 'noHit' ? PROGRESS_INDEX.step4 : step === 'complete' ? undefined : PROGRESS_INDEX[step];
  return (
    <WizardShell title={t(/*i18n*/ '引越し仮予約')} busy={flow.busy} progress={{ steps: PROGRESS.map(t), active }}>
      {step === 'noHit' ? (
        <NoHitPage />
      ) : step === 'confirm' ? (
        <ConfirmPage />
      ) : step === 'complete' ? (
        <CompletePage />
      ) : (
        <InputStepPage key={step} step={step} title={t(STEP_TITLES[step])} />
      )}
    </WizardShell>
  );
});
