import type { BaggageStepsProps } from '../BaggageSteps/index.ts';

export interface BaggageModalProps extends BaggageStepsProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the visitor closes the modal. */
  onClose: () => void;
}
