export { CompanyList } from './CompanyList.tsx';
export type { CompanyListProps } from './CompanyList.types.ts';
