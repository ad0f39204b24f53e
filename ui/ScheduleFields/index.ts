export { ScheduleFields } from './ScheduleFields.tsx';
export type { ScheduleFieldsProps, ScheduleValues, ScheduleField } from './ScheduleFields.types.ts';
