export { CompanyCard } from './CompanyCard.tsx';
export type { CompanyCardProps, CompanyCardData, PriceBreakdownPart } from './CompanyCard.types.ts';
