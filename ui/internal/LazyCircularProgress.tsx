import type { CircularProgressProps } from '@mui/material/CircularProgress';
import { styled } from '@mui/material/styles';
import { lazy, Suspense } from 'react';

const CircularProgress = lazy(() => import('@mui/material/CircularProgress'));

/** What shows while MUI's spinner loads: its box (40 px unless sized), so nothing moves, named as the spinner is. */
const SpinnerBox = styled('span')({ display: 'inline-block' });

/**
 * MUI's CircularProgress as a chunk of its own (scripts/lazyCircularProgress.ts puts it in its place
 * in our components, in the pages' build only): no first paint shows a spinner, and the first pages
 * are at their byte budgets. Until it loads, its place holds a box of its size with its role and
 * name. Stories and component tests render MUI's own.
 */
export default function LazyCircularProgress(props: CircularProgressProps) {
  return (
    <Suspense fallback={<SpinnerBox role="progressbar" aria-label={props['aria-label']} aria-labelledby={props['aria-labelledby']} style={{ width: props.size ?? 40, height: props.size ?? 40 }} />}>
      <CircularProgress {...props} />
    </Suspense>
  );
}
