import { bootFlow } from '../wizard/bootFlow.tsx';
import { prerenderKey } from './prerenderKey.ts';
import { QuickBookingPage } from './QuickBookingPage.tsx';
import { KantanYoyakuStore } from './store/KantanYoyakuStore.ts';

bootFlow({
  createFlow: (root) => new KantanYoyakuStore(root),
  render: (flow) => <QuickBookingPage flow={flow} />,
  prerenderKey,
});
