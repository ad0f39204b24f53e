import { errorMessageOf } from '../../domain/api/errorMaster.ts';
import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import type { EmailCheckResponse } from '../../domain/api/lookups.ts';
import type { ContactFieldsEmailCorrection } from '../../ui/ContactFields/index.ts';
import type { ApiResult } from '../api/http.ts';

/** HTTP status of a request the server's validation refused. */
const BAD_REQUEST = 400;

/** What the server's check said about one e-mail address: the error to show and a corrected address to offer. */
export interface EmailCheckOutcome {
  email: string;
  message: string;
  correction: ContactFieldsEmailCorrection | undefined;
}

/**
 * The check of `email` in the estimate and reservation forms (spec §5): a reported code is
 * mapped through the error master and shown instead of the pattern message, an unknown code
 * falling back to EMAIL_SERVER_ERROR. A call that could not be made (network, server failure)
 * shows nothing and blocks nothing: the check is a help, the form's own rule is the guard.
 */
export function emailCheckOutcome(email: string, result: Exclude<ApiResult<EmailCheckResponse>, { kind: 'cancelled' }>): EmailCheckOutcome | null {
  if (result.kind === 'failed') {
    if (result.status !== BAD_REQUEST) return null;
    return { email, message: errorMessageOf(result.errors[0]?.code, API_ERROR_CODES.emailServer), correction: undefined };
  }
  const { message, text, suggestion } = result.data;
  if (message === null) return null;
  const correction = text && suggestion ? { text, email: suggestion } : undefined;
  return { email, message: errorMessageOf(message, API_ERROR_CODES.emailServer), correction };
}
