export { AllianceChoices } from './AllianceChoices.tsx';
export type { AllianceChoice, AllianceChoicesProps, AllianceChoicesState } from './AllianceChoices.types.ts';
