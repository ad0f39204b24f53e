export { SharingRecordList } from './SharingRecordList.tsx';
export type { SharingRecordEntry, SharingRecordListProps } from './SharingRecordList.types.ts';
