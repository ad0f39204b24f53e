export { CompanyChoiceList } from './CompanyChoiceList.tsx';
export type { CompanyChoice, CompanyChoiceGroup, CompanyChoiceListProps, CompanyChoiceListState } from './CompanyChoiceList.types.ts';
