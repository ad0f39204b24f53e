import { MESSAGES } from '../validation/messages.ts';
import { API_ERROR_CODES } from './errors.ts';

/** Visitor-facing text of the server message codes the postal and e-mail checks report. */
export const ERROR_MASTER: Readonly<Record<string, string>> = {
  [API_ERROR_CODES.zipCodeDuplicate]: MESSAGES.postalCode.severalAddresses,
  [API_ERROR_CODES.zipCodeNotFound]: MESSAGES.postalCode.notFound,
  [API_ERROR_CODES.zipCodeRequired]: MESSAGES.postalCode.required,
  [API_ERROR_CODES.invalidZipCode]: MESSAGES.postalCode.length,
  [API_ERROR_CODES.zipCodeServer]: MESSAGES.postalCode.serverError,
  [API_ERROR_CODES.emailServer]: MESSAGES.email.serverError,
  [API_ERROR_CODES.emailDomainTypo]: MESSAGES.email.pattern,
};

/**
 * The text of a server message code, looked up in the error master; an unknown or missing code
 * falls back to the text of `fallbackCode` (ZIP_CODE_SERVER_ERROR or EMAIL_SERVER_ERROR).
 */
export function errorMessageOf(
  code: string | null | undefined,
  fallbackCode: typeof API_ERROR_CODES.zipCodeServer | typeof API_ERROR_CODES.emailServer,
): string {
  return (code !== null && code !== undefined ? ERROR_MASTER[code] : undefined) ?? ERROR_MASTER[fallbackCode] ?? fallbackCode;
}
