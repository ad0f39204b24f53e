import { createFlowContext } from '../wizard/flowContext.tsx';
import type { KantanYoyakuStore } from './store/KantanYoyakuStore.ts';

/** Quick booking's store for its pages. */
export const { FlowProvider: QuickBookingProvider, useFlow: useQuickBooking } = createFlowContext<KantanYoyakuStore>('quick booking');
