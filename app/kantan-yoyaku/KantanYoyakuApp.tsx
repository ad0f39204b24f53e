import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingContainer } from '../../ui/LoadingContainer/index.ts';
import { OverlayContainer } from '../../ui/OverlayContainer/index.ts';
import { StepProgressBar } from '../../ui/StepProgressBar/index.ts';
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
// Modals and toasts load the first time one of them opens.
const FlowFeedback = lazy(() => import('./components/FlowFeedback.tsx').then((module) => ({ default: module.FlowFeedback })));
const DuplicateErrorPage = lazy(() => import('./pages/DuplicateErrorPage.tsx').then((module) => ({ default: module.DuplicateErrorPage })));

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

const PROGRESS_STEPS = ['住所', '建物', '荷物', '日程・業者', 'お客様情報', '確認'];
const PROGRESS_INDEX: Partial<Record<Step, number>> = { step1: 0, step2: 1, step3: 2, step4: 3, step5: 4, confirm: 5 };

/** The quick-booking page: header, step progress, the current step, loading and overlay containers, modals and toasts. */
export const KantanYoyakuApp = observer(function KantanYoyakuApp() {
  const store = useQuickBooking();
  const progress = PROGRESS_INDEX[store.step];
  return (
    <>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
        <Container maxWidth="md">
          <Typography component="h1" variant="h6">
            かんたん予約
          </Typography>
        </Container>
      </Box>
      {/* Background calls (cities, a calendar month) show a thin bar and leave the page usable. */}
      <Box sx={{ height: 4 }}>{store.loading && <LinearProgress aria-label="読み込み中" />}</Box>
      {/* Calls the visitor waits for (search, reserve) make the page inert under a veil. */}
      <OverlayContainer open={store.overlay}>
        <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
          {progress !== undefined && <StepProgressBar steps={PROGRESS_STEPS} activeStep={progress} aria-label="入力の進み具合" />}
          <Box sx={{ mt: 3 }}>
            <Suspense fallback={<LoadingContainer loading>{null}</LoadingContainer>}>{PAGES[store.step]()}</Suspense>
          </Box>
        </Container>
      </OverlayContainer>
      {store.feedbackShown && (
        <Suspense fallback={null}>
          <FlowFeedback />
        </Suspense>
      )}
    </>
  );
});
