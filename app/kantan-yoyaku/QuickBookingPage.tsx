import { QuickBookingProvider } from './flowContext.ts';
import { KantanYoyakuApp } from './KantanYoyakuApp.tsx';
import type { KantanYoyakuStore } from './store/KantanYoyakuStore.ts';

/** Quick booking's page inside the kit's FlowRoot: the browser mounts it, the build prerenders its first step. */
export function QuickBookingPage({ flow }: { flow: KantanYoyakuStore }) {
  return (
    <QuickBookingProvider flow={flow}>
      <KantanYoyakuApp />
    </QuickBookingProvider>
  );
}
