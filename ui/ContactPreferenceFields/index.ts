export { ContactPreferenceFields } from './ContactPreferenceFields.tsx';
export type { ContactPreferenceFieldsProps } from './ContactPreferenceFields.types.ts';
