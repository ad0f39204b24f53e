export { ContactFields } from './ContactFields.tsx';
export type { ContactFieldsProps, ContactValues, ContactField } from './ContactFields.types.ts';
