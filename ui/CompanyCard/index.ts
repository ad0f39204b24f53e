export { CompanyCard } from './CompanyCard.tsx';
export type { CompanyCardProps, CompanyCardData } from './CompanyCard.types.ts';
