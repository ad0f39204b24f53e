import { createFlowContext } from '../wizard/flowContext.tsx';
import type { QuickBookingStore } from './store/QuickBookingStore.ts';

/** Quick booking's store for its pages. */
export const { FlowProvider: QuickBookingProvider, useFlow: useQuickBooking } = createFlowContext<QuickBookingStore>('quick booking');
