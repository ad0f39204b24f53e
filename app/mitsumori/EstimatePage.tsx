import { t } from '../../domain/i18n/i18n.ts';
import { EstimateApp } from './EstimateApp.tsx';
import { EstimateProvider } from './flowContext.ts';
import type { EstimateStore } from './store/EstimateStore.ts';

/** The estimate flow's page inside the kit's FlowRoot (PC and mobile at /mitsumori/). */
export function EstimatePage({ flow }: { flow: EstimateStore }) {
  return (
    <EstimateProvider flow={flow}>
      <EstimateApp title={t(/*i18n*/ '引越し一括見積もり')} />
    </EstimateProvider>
  );
}
