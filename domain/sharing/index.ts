export { SHARED_ITEMS, SHARED_ITEM_LABELS, inRecordOrder, recordStaysMessage } from './sharingRecord.ts';
export type { SharedItem, SharingEntry, SharingRecipientKind, SharingRecord } from './sharingRecord.ts';
