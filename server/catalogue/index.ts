export type { Alliance, AllianceSide, Company, LogoBadge, Weekday } from './types.ts';
export { companies, companyLogoPath } from './companies.ts';
export { alliances, allianceImagePath } from './alliances.ts';
