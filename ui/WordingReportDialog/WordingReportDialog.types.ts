import type { Ref } from 'react';
import type { WordingReportValues } from '../../domain/wordings/wordingReport.ts';

/** A field of the form, as `errors` names it. */
export type WordingReportField = keyof WordingReportValues;

export interface WordingReportDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the reader closes the dialog (its buttons, Escape or the backdrop). */
  onClose: () => void;
  /** The values (controlled). */
  value: WordingReportValues;
  /** Called with the whole of the values after any change. */
  onChange: (value: WordingReportValues) => void;
  /**
   * A message per field refused (from the page's validation or the server's answer), shown under it.
   * @default {}
   */
  errors?: Partial<Record<WordingReportField, string>>;
  /** Called when the reader sends the report. */
  onSubmit: () => void;
  /**
   * The report is being sent: its buttons wait.
   * @default false
   */
  submitting?: boolean;
  /**
   * Why the last sending failed (not a field's fault: the network, the server), shown above the buttons.
   * @default undefined
   */
  failure?: string;
  /**
   * The report's number once the server stored it: the dialog then thanks the reader and shows it.
   * @default undefined
   */
  receipt?: string;
  /**
   * Extra class on the dialog root.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the dialog root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
