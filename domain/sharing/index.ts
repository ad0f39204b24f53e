export { SHARED_ITEMS, SHARED_ITEM_LABELS, inRecordOrder } from './sharingRecord.ts';
export type { SharedItem, SharingEntry, SharingRecipientKind, SharingRecord } from './sharingRecord.ts';
