export { BuildingDetailFields } from './BuildingDetailFields.tsx';
export type { BuildingDetailFieldsProps, BuildingDetailValue } from './BuildingDetailFields.types.ts';
