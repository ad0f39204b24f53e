export { CompanyDetailModal } from './CompanyDetailModal.tsx';
export type { CompanyDetailModalProps } from './CompanyDetailModal.types.ts';
