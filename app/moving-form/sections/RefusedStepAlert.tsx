import { lazy, Suspense } from 'react';

// Shown only after a refused next: it loads then, not with step 1.
const Alert = lazy(() => import('@mui/material/Alert'));

/** The message over a step whose next was refused; the fields show their own errors. */
export function RefusedStepAlert() {
  return (
    <Suspense fallback={null}>
      <Alert severity="error" role="alert">
        入力内容をご確認ください。
      </Alert>
    </Suspense>
  );
}
