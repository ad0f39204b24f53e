export { FloorPlanSelect } from './FloorPlanSelect.tsx';
export type { FloorPlanSelectProps, FloorPlanFlow } from './FloorPlanSelect.types.ts';
