import { createContext, useContext, type ComponentType } from 'react';
import type { EstimateMovingForm } from '../estimateForm.ts';

/**
 * The estimate form's schedule and belongings sections, as its page provides them: statically where
 * its first step shows them (PC and mobile, EstimatePage.tsx), loaded when their step opens in the
 * iframe, whose first step asks the addresses only (EmbeddedEstimatePage.tsx). A page's first chunk
 * then holds the sections its first step shows.
 */
export interface MoveSections {
  Schedule: ComponentType<{ form: EstimateMovingForm; today: Date }>;
  Belongings: ComponentType<{ form: EstimateMovingForm }>;
}

export const MoveSectionsContext = createContext<MoveSections | null>(null);

export function useMoveSections(): MoveSections {
  const sections = useContext(MoveSectionsContext);
  if (sections === null) throw new Error('useMoveSections outside a MoveSectionsContext (EstimatePage, EmbeddedEstimatePage)');
  return sections;
}
