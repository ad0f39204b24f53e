import { createFlowContext } from '../wizard/flowContext.tsx';
import type { EstimateStore } from './store/EstimateStore.ts';

/** The estimate flow's store for its pages (PC, mobile and the embedded form). */
export const { FlowProvider: EstimateProvider, useFlow: useEstimate } = createFlowContext<EstimateStore>('estimate');
