export { RequestStatusList } from './RequestStatusList.tsx';
export type { RequestStatusCompany, RequestStatusListProps } from './RequestStatusList.types.ts';
