import { bootFlow } from '../wizard/bootFlow.tsx';
import { createEstimateFlow, estimatePrerenderKey, renderEstimate } from './flowBoot.tsx';

bootFlow({ createFlow: createEstimateFlow, render: renderEstimate, prerenderKey: estimatePrerenderKey });
