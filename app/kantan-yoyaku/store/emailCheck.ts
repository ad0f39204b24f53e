import { MESSAGES } from '../../../domain/validation/messages.ts';
import type { EmailCheckResponse } from '../../../domain/api/lookups.ts';
import type { ApiResult } from '../../api/http.ts';

/** HTTP status of a request the server's validation refused. */
const BAD_REQUEST = 400;

/**
 * What the server's e-mail check said about one address on step 5 (spec §4, §5): a corrected
 * address to offer, or a refusal shown as the e-mail's error.
 */
export type EmailCheck =
  | { email: string; kind: 'suggestion'; text: string; suggestion: string }
  | { email: string; kind: 'rejected'; message: string };

/**
 * The check of `email` from the call's answer. In quick booking a reported error shows the
 * pattern message (spec §5). The check is optional: when it could not be made (network failure,
 * server error) there is nothing to show and nothing blocks the visitor.
 */
export function emailCheckOf(email: string, result: Exclude<ApiResult<EmailCheckResponse>, { kind: 'cancelled' }>): EmailCheck | null {
  if (result.kind === 'failed') {
    return result.status === BAD_REQUEST ? { email, kind: 'rejected', message: MESSAGES.email.pattern } : null;
  }
  const { message, text, suggestion } = result.data;
  if (message === null) return null;
  if (text && suggestion) return { email, kind: 'suggestion', text, suggestion };
  return { email, kind: 'rejected', message: MESSAGES.email.pattern };
}

/** The check when it is about `email`, the address now typed; a check of an earlier address is stale. */
export function currentEmailCheck(check: EmailCheck | null, email: string): EmailCheck | null {
  return check?.email === email ? check : null;
}
