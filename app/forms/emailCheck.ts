import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessageOf } from '../../domain/api/errorMaster.ts';
import { API_ERROR_CODES } from '../../domain/api/errors.ts';
import type { EmailCheckResponse } from '../../domain/api/lookups.ts';
import { emailRule } from '../../domain/validation/contactRules.ts';
import type { FlowId } from '../../domain/flows/flows.ts';
import { MESSAGES, readingOf } from '../../domain/validation/messages.ts';
import type { ContactFieldsEmailCorrection } from '../../ui/ContactFields/index.ts';
import type { ApiResult } from '../api/http.ts';
import { debounced, type Debounced } from './debounce.ts';

/** HTTP status of a request the server's validation refused. */
const BAD_REQUEST = 400;

/** What the server's check said about one e-mail address: the error to show, and a corrected address to offer. */
export interface EmailCheckOutcome {
  email: string;
  message: string | undefined;
  correction: ContactFieldsEmailCorrection | undefined;
}

/**
 * The outcome of the check of `email` (spec §5). A reported error shows the pattern message in
 * quick booking, where a corrected address is offered instead of an error; the estimate and
 * reservation forms show the server's code mapped through the error master (EMAIL_SERVER_ERROR
 * when unknown) beside the correction. A call that could not be made (network, server failure)
 * shows nothing and blocks nothing: the check is a help, the form's own rule is the guard.
 */
export function emailCheckOutcome(email: string, result: Exclude<ApiResult<EmailCheckResponse>, { kind: 'cancelled' }>, flow: FlowId): EmailCheckOutcome | null {
  const quick = readingOf(flow) === 'quick';
  if (result.kind === 'failed') {
    if (result.status !== BAD_REQUEST) return null;
    return { email, message: quick ? MESSAGES.email.pattern : errorMessageOf(result.errors[0]?.code, API_ERROR_CODES.emailServer), correction: undefined };
  }
  const { message, text, suggestion } = result.data;
  if (message === null) return null;
  const correction = text && suggestion ? { text, email: suggestion } : undefined;
  if (quick) return { email, message: correction ? undefined : MESSAGES.email.pattern, correction };
  return { email, message: errorMessageOf(message, API_ERROR_CODES.emailServer), correction };
}

/**
 * The server's check of the e-mail address the visitor typed, for every flow: only an address the
 * form's own rule passes is asked about, a newer check cancels an older one, and the answer counts
 * only while the field still holds the address it was about.
 */
export class EmailCheck {
  outcome: EmailCheckOutcome | null = null;
  readonly #flow: FlowId;
  readonly #ask: (email: string) => Promise<ApiResult<EmailCheckResponse>>;
  readonly #debounce: Debounced;

  constructor(flow: FlowId, ask: (email: string) => Promise<ApiResult<EmailCheckResponse>>, debounce: Debounced = debounced()) {
    this.#flow = flow;
    this.#ask = ask;
    this.#debounce = debounce;
    makeAutoObservable<this, '#flow' | '#ask' | '#debounce'>(this, { '#flow': false, '#ask': false, '#debounce': false }, { autoBind: true });
  }

  /** The message to show on the field holding `email`. */
  messageFor(email: string): string | undefined {
    return this.outcome?.email === email ? this.outcome.message : undefined;
  }

  /** The corrected address to offer under the field holding `email`. */
  correctionFor(email: string): ContactFieldsEmailCorrection | undefined {
    return this.outcome?.email === email ? this.outcome.correction : undefined;
  }

  /** Checks `email` now (quick booking: the visitor left the field). */
  async check(email: string): Promise<void> {
    if (emailRule(email) !== undefined) return;
    const result = await this.#ask(email);
    if (result.kind === 'cancelled') return;
    runInAction(() => (this.outcome = emailCheckOutcome(email, result, this.#flow)));
  }

  /** Checks `email` 400 ms after the last change (the estimate and reservation forms, spec §7). */
  checkLater(email: string): void {
    if (emailRule(email) !== undefined) {
      this.#debounce.cancel();
      return;
    }
    this.#debounce.run(() => void this.check(email));
  }

  clear(): void {
    this.#debounce.cancel();
    this.outcome = null;
  }

  dispose(): void {
    this.#debounce.cancel();
  }
}
