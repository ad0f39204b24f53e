import { QuickBookingProvider } from './flowContext.ts';
import { QuickBookingApp } from './QuickBookingApp.tsx';
import type { QuickBookingStore } from './store/QuickBookingStore.ts';

/** Quick booking's page inside the kit's FlowRoot: the browser mounts it, the build prerenders its first step. */
export function QuickBookingPage({ flow }: { flow: QuickBookingStore }) {
  return (
    <QuickBookingProvider flow={flow}>
      <QuickBookingApp />
    </QuickBookingProvider>
  );
}
