export { LeadAnswerPanel } from './LeadAnswerPanel.tsx';
export type { LeadAnswerPanelProps } from './LeadAnswerPanel.types.ts';
