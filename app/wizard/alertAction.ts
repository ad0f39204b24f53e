import { t } from '../../domain/i18n/i18n.ts';

/**
 * The alert action of spec §8 ("an alert action can show a browser alert message"): the one place
 * the product speaks through a browser alert, when a page cannot show itself at all. Said in the
 * page's language once it is loaded (bootFlow loads it first).
 */
export const PAGE_NOT_READY_MESSAGE = /*i18n*/ 'ページを正しく読み込めませんでした。お手数ですが、ページを再読み込みしてください。';

/** Shows `message` in a browser alert. */
export type AlertAction = (message: string) => void;

export const browserAlert: AlertAction = (message) => window.alert(message);

/**
 * Runs the start of a page. When it fails because the page lacks what it was served with (spec §8:
 * 'CSRF token is not defined', 'API tokens are not defined'), the visitor is told with a browser
 * alert instead of being left on a blank page; the error still propagates, so it is reported.
 */
export function startOrAlert<T>(start: () => T, alert: AlertAction = browserAlert): T {
  try {
    return start();
  } catch (error) {
    alert(t(PAGE_NOT_READY_MESSAGE));
    throw error;
  }
}
