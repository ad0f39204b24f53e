import { BaggageSteps } from '../BaggageSteps/index.ts';
import { ModalDialog } from '../ModalDialog/index.ts';
import type { BaggageModalProps } from './BaggageModal.types.ts';

/** The baggage-quantity modal: the 7 belongings sub-steps in a dialog, full screen on mobile. */
export function BaggageModal({ open, onClose, className, ref, ...steps }: BaggageModalProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title="荷物の量を入力" maxWidth="md" fullScreenOnMobile className={className} ref={ref}>
      <BaggageSteps {...steps} />
    </ModalDialog>
  );
}
