import { bootFlow } from '../wizard/bootFlow.tsx';
import { createEstimateFlow, estimatePrerenderKey, renderEstimate } from './flowBoot.tsx';

void bootFlow({ createFlow: createEstimateFlow, render: renderEstimate, prerenderKey: estimatePrerenderKey });
