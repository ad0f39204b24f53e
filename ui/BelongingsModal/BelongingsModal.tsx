import { t } from '../../domain/i18n/i18n.ts';
import { BelongingsSteps } from '../BelongingsSteps/index.ts';
import { ModalDialog } from '../ModalDialog/index.ts';
import type { BelongingsModalProps } from './BelongingsModal.types.ts';

/** The belongings-quantity modal: the 7 belongings sub-steps in a dialog, full screen on mobile. */
export function BelongingsModal({ open, onClose, className, ref, ...steps }: BelongingsModalProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={t(/*i18n*/ '荷物の量を入力')} maxWidth="md" fullScreenOnMobile className={className} ref={ref}>
      <BelongingsSteps {...steps} />
    </ModalDialog>
  );
}
