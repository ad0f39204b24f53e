export { WordingReportDialog } from './WordingReportDialog.tsx';
export type { WordingReportDialogProps, WordingReportField } from './WordingReportDialog.types.ts';
