import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, type ReactNode } from 'react';
import { t } from '../../domain/i18n/i18n.ts';
import { LoadingContainer } from '../../ui/LoadingContainer/index.ts';
import { OverlayContainer } from '../../ui/OverlayContainer/index.ts';
import { StepProgressBar } from '../../ui/StepProgressBar/index.ts';
import type { BusyTracker } from './BusyTracker.ts';
import { FormPartBoundary } from './FormPartBoundary.tsx';
import { TranslatedPageFooter } from '../wordings/TranslatedPageFooter.tsx';
import { PageLanguageMenu } from './PageLanguageMenu.tsx';

// The thin loading bar loads the first time a background call runs: it is not part of any first paint.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

export interface WizardShellProps {
  /**
   * The header's flow name, beside the switch to this page in the other language (issue 28); no
   * header when absent: the embedded form sits in a partner's page, whose URL chooses its language.
   */
  title?: string;
  /** The flow's calls in flight: background ones show a thin bar, awaited ones an overlay. */
  busy: BusyTracker;
  /** The progress bar's step labels and the active one; no bar when `active` is undefined (complete, errors). */
  progress?: { steps: readonly string[]; active: number | undefined };
  /** The current step's page (lazy pages suspend inside the shell). */
  children: ReactNode;
  /** The flow's open modal or toast, rendered outside the overlay. */
  feedback?: ReactNode;
}

/** The frame of every step flow: header, step progress, loading and overlay containers, the page and its feedback. */
export const WizardShell = observer(function WizardShell({ title, busy, progress, children, feedback }: WizardShellProps) {
  return (
    <>
      {title !== undefined && (
        <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 2 }}>
          <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
            <Typography component="h1" variant="h6">
              {title}
            </Typography>
            {/* Inert with the page while it waits for a call (a reservation on its way): its answer must reach this page. */}
            <PageLanguageMenu disabled={busy.overlay} />
          </Container>
        </Box>
      )}
      {/* Background calls (cities, a calendar month) show a thin bar and leave the page usable. */}
      <Box sx={{ height: 4 }}>
        {busy.loading && (
          <Suspense fallback={null}>
            <LinearProgress aria-label={t(/*i18n*/ '読み込み中')} />
          </Suspense>
        )}
      </Box>
      {/* Calls the visitor waits for (search, reserve) make the page inert under a veil. */}
      <OverlayContainer open={busy.overlay}>
        <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
          {progress?.active !== undefined && <StepProgressBar steps={progress.steps} activeStep={progress.active} aria-label={t(/*i18n*/ '入力の進み具合')} />}
          <Box sx={{ mt: 3 }}>
            <FormPartBoundary fallback={<LoadingContainer loading>{null}</LoadingContainer>}>{children}</FormPartBoundary>
          </Box>
        </Container>
        <TranslatedPageFooter maxWidth="md" />
      </OverlayContainer>
      {feedback !== undefined && <Suspense fallback={null}>{feedback}</Suspense>}
    </>
  );
});
