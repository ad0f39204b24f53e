import { CONTACT_METHOD_OPTIONS, CONTACT_WINDOW_OPTIONS } from '../options/contactPreference.ts';
import type { ContactWindow } from '../options/contactPreference.ts';
import { MESSAGES } from './messages.ts';
import type { Validator } from './validator.ts';

const isListed = (options: readonly { value: string }[], value: string) => options.some((option) => option.value === value);

/**
 * The contact choice as a whole: a method from the list; windows only from the list; phone needs
 * at least one window, e-mail only takes none (so no company phones a visitor who asked for e-mail).
 */
export const contactPreferenceRule: Validator<{ method: string; windows: readonly string[] }> = ({ method, windows }) => {
  if (!isListed(CONTACT_METHOD_OPTIONS, method)) return MESSAGES.contactPreference.method;
  if (windows.some((window) => !isListed(CONTACT_WINDOW_OPTIONS, window))) return MESSAGES.contactPreference.unknownWindow;
  if (method === 'email' && windows.length > 0) return MESSAGES.contactPreference.windowsWithEmail;
  return method === 'phone' && windows.length === 0 ? MESSAGES.contactPreference.windowRequired : undefined;
};

/** Windows once each, in the order of the list (how they are stored and shown). */
export function orderedContactWindows(windows: readonly ContactWindow[]): ContactWindow[] {
  return CONTACT_WINDOW_OPTIONS.map((option) => option.value).filter((window) => windows.includes(window));
}
