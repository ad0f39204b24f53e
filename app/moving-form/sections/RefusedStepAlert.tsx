import { t } from '../../../domain/i18n/i18n.ts';
import { LateAlert } from '../../forms/LateAlert.tsx';

/** The message over a step whose next was refused; the fields show their own errors. */
export function RefusedStepAlert() {
  return (
    <LateAlert severity="error" role="alert">
      {t(/*i18n*/ '入力内容をご確認ください。')}
    </LateAlert>
  );
}
