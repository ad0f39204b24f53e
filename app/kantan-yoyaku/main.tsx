import { bootFlow } from '../wizard/bootFlow.tsx';
import { prerenderKey } from './prerenderKey.ts';
import { QuickBookingPage } from './QuickBookingPage.tsx';
import { QuickBookingStore } from './store/QuickBookingStore.ts';

void bootFlow({
  createFlow: (root) => new QuickBookingStore(root),
  render: (flow) => <QuickBookingPage flow={flow} />,
  prerenderKey,
});
