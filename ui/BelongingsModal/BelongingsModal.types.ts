import type { BelongingsStepsProps } from '../BelongingsSteps/index.ts';

export interface BelongingsModalProps extends BelongingsStepsProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the visitor closes the modal. */
  onClose: () => void;
}
