import { makeAutoObservable, runInAction } from 'mobx';
import { LEAD_ERROR_CODES, type LeadConfirmRequest, type LeadDeclineRequest, type LeadResponse } from '../../domain/api/lead.ts';
import type { ApiClient } from '../api/client.ts';
import type { ApiResult } from '../api/http.ts';

/** What the lead page shows: nothing yet, the lead, the one page for a link that opens none, or a failure to load. */
export type LeadPageState =
  | { kind: 'loading' }
  | { kind: 'ready'; lead: LeadResponse }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/** An answer that reached no server, or met a failure of ours: nothing was recorded. */
export const SEND_FAILED = '回答を送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。';

/** Field errors of a refused answer, for the form to show beside its fields (final-form's submission errors). */
export type AnswerFieldErrors = Partial<Record<'timeFrame' | 'reason', string>>;

/**
 * The company's lead page: loads the lead its link opens (the token rides in the API client's
 * Authorization header) and sends the company's answer. An answer the server refuses because the
 * lead is no longer open (another answer won, the deadline passed) is said in the server's words
 * and the lead is read again, so the page shows where it stands.
 */
export class LeadStore {
  state: LeadPageState = { kind: 'loading' };
  busy = false;
  /** Why the last answer was not taken, in the server's words. */
  answerError: string | undefined = undefined;
  readonly #api: ApiClient['lead'];

  constructor(api: ApiClient['lead']) {
    this.#api = api;
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const result = await this.#api.show();
    runInAction(() => this.#show(result));
  }

  confirm(body: LeadConfirmRequest): Promise<AnswerFieldErrors | undefined> {
    return this.#answer(() => this.#api.confirm(body));
  }

  decline(body: LeadDeclineRequest): Promise<AnswerFieldErrors | undefined> {
    return this.#answer(() => this.#api.decline(body));
  }

  /** Accepts or declines the visitor's new day the page shows (`date`: the one the company read). */
  answerDateProposal(answer: 'accept' | 'decline', date: string): Promise<AnswerFieldErrors | undefined> {
    return this.#answer(() => this.#api.answerDateProposal(answer, { date }));
  }

  async #answer(send: () => Promise<ApiResult<LeadResponse>>): Promise<AnswerFieldErrors | undefined> {
    this.busy = true;
    this.answerError = undefined;
    try {
      const result = await send();
      if (result.kind !== 'failed' || result.status === 404) {
        runInAction(() => this.#show(result));
        return undefined;
      }
      if (result.status === 400) return Object.fromEntries(result.errors.map((error) => [error.field ?? 'reason', error.message]));
      const conflict = result.status === 409 ? result.errors[0] : undefined;
      runInAction(() => (this.answerError = conflict?.message ?? SEND_FAILED));
      if (conflict?.code === LEAD_ERROR_CODES.alreadyAnswered || conflict?.code === LEAD_ERROR_CODES.proposalClosed) await this.load();
      return undefined;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  #show(result: ApiResult<LeadResponse>): void {
    if (result.kind === 'cancelled') return;
    if (result.kind === 'ok') this.state = { kind: 'ready', lead: result.data };
    else if (result.status === 404) this.state = { kind: 'invalid' };
    else this.state = { kind: 'failed' };
  }
}
