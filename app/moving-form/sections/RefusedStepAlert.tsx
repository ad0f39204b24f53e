import { useRef } from 'react';
import { t } from '../../../domain/i18n/i18n.ts';
import { LateAlert } from '../../forms/LateAlert.tsx';
import { useKeepInView } from '../../wizard/useKeepInView.ts';

/**
 * The message over a step whose next was refused; the fields show their own errors. It sits beside
 * the button pressed and stays on screen while the form grows around it (the phone's contact part
 * and the alert itself load after the press), until the visitor scrolls or touches the page.
 */
export function RefusedStepAlert() {
  const place = useRef<HTMLDivElement>(null);
  useKeepInView(place, true);
  return (
    <div ref={place}>
      <LateAlert severity="error" role="alert">
        {t(/*i18n*/ '入力内容をご確認ください。')}
      </LateAlert>
    </div>
  );
}
