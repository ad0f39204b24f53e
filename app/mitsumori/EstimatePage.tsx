import { t } from '../../domain/i18n/i18n.ts';
import { BelongingsSection } from '../moving-form/sections/BelongingsSection.tsx';
import { EstimateApp } from './EstimateApp.tsx';
import { EstimateProvider } from './flowContext.ts';
import { MoveSectionsContext, type MoveSections } from './sections/moveSections.ts';
import { ScheduleSection } from './sections/ScheduleSection.tsx';
import type { EstimateStore } from './store/EstimateStore.ts';

/** Step 1 shows the schedule and the belongings on PC and on the phone. */
const SECTIONS_OF_STEP_1: MoveSections = { Schedule: ScheduleSection, Belongings: BelongingsSection };

/** The estimate flow's page inside the kit's FlowRoot (PC and mobile at /mitsumori/). */
export function EstimatePage({ flow }: { flow: EstimateStore }) {
  return (
    <EstimateProvider flow={flow}>
      <MoveSectionsContext value={SECTIONS_OF_STEP_1}>
        <EstimateApp title={t(/*i18n*/ '引越し一括見積もり')} />
      </MoveSectionsContext>
    </EstimateProvider>
  );
}
