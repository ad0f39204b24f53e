export { AddressFields } from './AddressFields.tsx';
export type { AddressFieldsProps, AddressField, AddressFieldHint } from './AddressFields.types.ts';
