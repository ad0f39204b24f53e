import { bootFlow } from '../wizard/bootFlow.tsx';
import { EstimatePage } from './EstimatePage.tsx';
import { EstimateStore } from './store/EstimateStore.ts';
import { MOBILE_LAYOUT, PC_LAYOUT } from './store/layouts.ts';

bootFlow({
  createFlow: (root) =>
    new EstimateStore(root, { layout: root.device === 'sp' ? MOBILE_LAYOUT : PC_LAYOUT }),
  render: (flow) => <EstimatePage flow={flow} />,
});
