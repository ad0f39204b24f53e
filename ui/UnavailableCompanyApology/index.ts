export { UnavailableCompanyApology } from './UnavailableCompanyApology.tsx';
export type { UnavailableCompanyApologyProps } from './UnavailableCompanyApology.types.ts';
