export { RecipientList } from './RecipientList.tsx';
export type { Recipient, RecipientListProps } from './RecipientList.types.ts';
