import type { AlertProps } from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * MUI's Alert, loaded the first time one shows: a form's alerts follow the visitor's input, so
 * their code (Alert, Paper and the severity icons) stays out of every first page.
 */
export function LateAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
