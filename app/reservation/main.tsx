import { bootFlow } from '../wizard/bootFlow.tsx';
import { ReservationApp } from './ReservationApp.tsx';
import { ReservationProvider } from './flowContext.ts';
import { ReservationStore } from './store/ReservationStore.ts';

void bootFlow({
  createFlow: (root) => new ReservationStore(root),
  render: (flow) => (
    <ReservationProvider flow={flow}>
      <ReservationApp />
    </ReservationProvider>
  ),
});
