import { makeAutoObservable, runInAction } from 'mobx';
import { LEAD_ERROR_CODES, type LeadConfirmRequest, type LeadDeclineRequest, type LeadResponse } from '../../domain/api/lead.ts';
import { REVIEW_ERROR_CODES, type LeadReview, type LeadReviewResponse } from '../../domain/api/reviews.ts';
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

/** A call about the review that reached no server, or met a failure of ours: nothing was recorded. */
export const REVIEW_SEND_FAILED = '送信できませんでした。通信環境をご確認のうえ、もう一度お試しください。';

/** Field errors of a refused answer, for the form to show beside its fields (final-form's submission errors). */
export type AnswerFieldErrors = Partial<Record<'timeFrame' | 'reason', string>>;

/** Why a company reports a review to the operator. */
export type ReviewReportReason = 'personalData' | 'notCustomer';

/** Field errors of a refused answer to a review, for its form. */
export type ReviewAnswerErrors = Partial<Record<'text', string>>;

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
  /** The review of the lead (issue 38), null while it has none. */
  review: LeadReview | null = null;
  /** A call about the review is on its way. */
  reviewBusy = false;
  /** Why the last call about the review was not taken, in the server's words. */
  reviewError: string | undefined = undefined;
  readonly #api: ApiClient['lead'];

  constructor(api: ApiClient['lead']) {
    this.#api = api;
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const [result, review] = await Promise.all([this.#api.show(), this.#api.review()]);
    runInAction(() => {
      this.#show(result);
      if (review.kind === 'ok') this.review = review.data.review;
    });
  }

  /** Publishes the company's one answer to the review; the text's refusal comes back for the form. */
  answerReview(text: string): Promise<ReviewAnswerErrors | undefined> {
    const review = this.review;
    if (!review) return Promise.resolve(undefined);
    return this.#reviewCall(() => this.#api.answerReview({ reviewId: review.id, text }));
  }

  /** Reports the review to the operator (personal data in its text, or not the company's customer). */
  async reportReview(reason: ReviewReportReason): Promise<boolean> {
    const review = this.review;
    if (!review) return false;
    await this.#reviewCall(() => this.#api.reportReview({ reviewId: review.id, reason }));
    return this.review?.report != null;
  }

  async #reviewCall(send: () => Promise<ApiResult<LeadReviewResponse>>): Promise<ReviewAnswerErrors | undefined> {
    this.reviewBusy = true;
    this.reviewError = undefined;
    try {
      const result = await send();
      if (result.kind === 'cancelled') return undefined;
      if (result.kind === 'ok') {
        runInAction(() => (this.review = result.data.review));
        return undefined;
      }
      if (result.status === 404) {
        runInAction(() => (this.state = { kind: 'invalid' }));
        return undefined;
      }
      if (result.status === 400 && result.errors.some((error) => error.field === 'text')) {
        return { text: result.errors.find((error) => error.field === 'text')!.message };
      }
      const refusal = result.status === 409 || result.status === 400 ? result.errors[0] : undefined;
      runInAction(() => (this.reviewError = refusal?.message ?? REVIEW_SEND_FAILED));
      // Answered or reported meanwhile (another tab): show the review as it is now.
      if (refusal?.code === REVIEW_ERROR_CODES.answered || refusal?.code === REVIEW_ERROR_CODES.reported || refusal?.code === REVIEW_ERROR_CODES.noReview) {
        const now = await this.#api.review();
        runInAction(() => {
          if (now.kind === 'ok') this.review = now.data.review;
        });
      }
      return undefined;
    } finally {
      runInAction(() => (this.reviewBusy = false));
    }
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
