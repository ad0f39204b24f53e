export { ContactFields } from './ContactFields.tsx';
export type { ContactFieldsProps, ContactFieldsEmailCorrection, ContactValues, ContactField } from './ContactFields.types.ts';
