import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useEstimate } from '../flowContext.ts';

// Shown once both ends are chosen and quick booking serves them, never on the first paint: it loads then.
const QuickBookingOffer = lazy(() => import('./QuickBookingOffer.tsx').then((module) => ({ default: module.QuickBookingOffer })));

/**
 * The quick-booking recommendation with its two-way question (spec §1, §4): shown once both ends
 * are chosen and quick booking serves the route.
 */
export const QuickBookingSection = observer(function QuickBookingSection() {
  if (!useEstimate().recommendation.shown) return null;
  return (
    <Suspense fallback={null}>
      <QuickBookingOffer />
    </Suspense>
  );
});
