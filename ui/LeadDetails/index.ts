export { LeadDetails } from './LeadDetails.tsx';
export type { LeadDetailsField, LeadDetailsProps, LeadDetailsStatus } from './LeadDetails.types.ts';
