// Build-time only (scripts/prerender.ts, in Node): never imported by the browser bundle.
import { QUICK_BOOKING_PATHS } from '../../domain/flows/urls.ts';
import { prerenderFlow, type PrerenderedPage } from '../wizard/prerender.tsx';
import { QuickBookingPage } from './QuickBookingPage.tsx';
import { QuickBookingStore } from './store/QuickBookingStore.ts';
import { prerenderKey } from './prerenderKey.ts';

/** Step 1 as a first-time visitor sees it at `now`, rendered with its critical CSS (app/wizard/prerender.tsx). */
export function prerenderFirstStep(now: Date): PrerenderedPage {
  return prerenderFlow({
    url: QUICK_BOOKING_PATHS.step1,
    device: 'sp',
    createFlow: (root) => new QuickBookingStore(root),
    render: (flow) => <QuickBookingPage flow={flow} />,
    prerenderKey,
  }, now);
}
