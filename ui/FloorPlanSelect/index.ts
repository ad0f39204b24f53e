export { FloorPlanSelect } from './FloorPlanSelect.tsx';
export type { FloorPlanSelectProps } from './FloorPlanSelect.types.ts';
