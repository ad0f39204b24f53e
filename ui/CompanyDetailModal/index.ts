export { CompanyDetailModal } from './CompanyDetailModal.tsx';
export type { CompanyDetailData, CompanyDetailModalProps, CompanyDetailReviews } from './CompanyDetailModal.types.ts';
