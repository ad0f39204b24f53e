import { createFlowContext } from '../wizard/flowContext.tsx';
import type { ReservationStore } from './store/ReservationStore.ts';

/** The reservation flow's store for its pages. */
export const { FlowProvider: ReservationProvider, useFlow: useReservation } = createFlowContext<ReservationStore>('reservation');
