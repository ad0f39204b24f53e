import { lazy } from 'react';
import { EstimateApp } from '../mitsumori/EstimateApp.tsx';
import { EstimateProvider } from '../mitsumori/flowContext.ts';
import { MoveSectionsContext, type MoveSections } from '../mitsumori/sections/moveSections.ts';
import type { EmbeddedEstimate } from './embeddedEstimate.ts';
import { EMBEDDED_PROGRESS, EMBEDDED_STEP_TITLES } from './layout.ts';

/** Step 1 in the iframe asks the addresses only: the schedule and belongings (step 2) load when it opens. */
const SECTIONS_OF_STEP_2: MoveSections = {
  Schedule: lazy(() => import('../mitsumori/sections/ScheduleSection.tsx').then((module) => ({ default: module.ScheduleSection }))),
  Belongings: lazy(() => import('../moving-form/sections/BelongingsSection.tsx').then((module) => ({ default: module.BelongingsSection }))),
};

/** The estimate flow's pages in the partner's iframe: no header (the partner's page is around it), the iframe steps. */
export function EmbeddedEstimatePage({ flow }: { flow: EmbeddedEstimate }) {
  return (
    <EstimateProvider flow={flow}>
      <MoveSectionsContext value={SECTIONS_OF_STEP_2}>
        <EstimateApp stepTitles={EMBEDDED_STEP_TITLES} progressLabels={EMBEDDED_PROGRESS} />
      </MoveSectionsContext>
    </EstimateProvider>
  );
}
