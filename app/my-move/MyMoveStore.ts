import { makeAutoObservable, runInAction } from 'mobx';
import { MY_MOVE_ERRORS, type MyMoveDateQuote, type MyMoveErased, type MyMoveView } from '../../domain/api/myMove.ts';
import { REVIEW_ERROR_CODES, type MyMoveReview, type MyMoveReviewResponse } from '../../domain/api/reviews.ts';
import type { Message } from '../../domain/i18n/message.ts';
import type { SharingRecord } from '../../domain/sharing/sharingRecord.ts';
import { CALL_FAILED } from '../api/callFailed.ts';
import type { ApiClient } from '../api/client.ts';
import { serverReasonOf, type ApiResult } from '../api/http.ts';
import type { ReviewFormValues } from '../../ui/ReviewForm/ReviewForm.types.ts';
import { formErrorsOf, reviewRequestOf, type ReviewServerErrors } from './reviewValues.ts';

/** What the page shows: the request, the one page for a link that opens nothing, or what erasing removed. */
export type MyMovePhase = 'loading' | 'ready' | 'unavailable' | 'erased';

/**
 * Words the page says to the visitor: a message of the page's own (read in its language when
 * shown), or the server's reason, which the API words in the page's language already.
 */
export type Said = { message: Message } | { reason: string };

/** A change waiting for the visitor's confirmation in a dialog. */
export type PendingChange =
  | { kind: 'cancel' }
  | { kind: 'withdraw'; companyCodes: string[] }
  | { kind: 'changeDate'; quote: MyMoveDateQuote }
  /** `keepReview`: whether the visitor's posted review stays (the dialog asks only when they have one; by default it goes with their data). */
  | { kind: 'erase'; keepReview: boolean };


/**
 * The visitor's page of one request (app/my-move/): loads it through the private link, and sends
 * each change after a confirm step. A link that opens nothing, at any call, turns the page into the
 * one page saying so; a refused change shows the server's reason and the request as it is now.
 */
export class MyMoveStore {
  phase: MyMovePhase = 'loading';
  view: MyMoveView | null = null;
  erased: MyMoveErased | null = null;
  /** Who received the visitor's data (null until loaded, or when it could not be: the page then leaves its part out). */
  sharing: SharingRecord | null = null;
  pending: PendingChange | null = null;
  busy = false;
  /** The outcome of the last change, said at the top of the page. */
  notice: { severity: 'success' | 'error'; said: Said } | null = null;
  /** The refusal of a new day (outside the window, full), said under the date field. */
  dateError: Said | null = null;

  /**
   * The review part (issue 38): what the visitor may tell of their move and what they told; null
   * while it is not loaded, and when the request has no move a company confirmed (the page leaves it out).
   */
  review: MyMoveReview | null = null;
  /** The visitor reopened their review to edit it. */
  reviewEditing = false;
  /** The visitor asked to delete their review: the confirm dialog is open. */
  reviewDeleteAsked = false;
  /** A review call is on its way. */
  reviewBusy = false;
  /** The outcome of the last review call, said in the review part. */
  reviewNotice: { severity: 'success' | 'error'; said: Said } | null = null;

  readonly #api: ApiClient['myMove'];

  constructor(api: ApiClient['myMove']) {
    this.#api = api;
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const [result, sharing, review] = await Promise.all([this.#api.view(), this.#api.sharing(), this.#api.review()]);
    runInAction(() => {
      this.#show(result);
      if (sharing.kind === 'ok') this.sharing = sharing.data;
      if (review.kind === 'ok') this.review = review.data.review;
    });
  }

  /** Reopens the visitor's review in the form, filled with what they wrote (within its editing window). */
  editReview(): void {
    if (this.review?.review?.editable) {
      this.reviewEditing = true;
      this.reviewNotice = null;
    }
  }

  stopEditingReview(): void {
    this.reviewEditing = false;
  }

  /**
   * Sends how the move went (a review, a company that did not come, another company), or the edited
   * review. The form's field errors of a refusal come back for the form to show on its fields; any
   * other refusal is said in the review part, which then shows the review as it is now.
   */
  async sendReview(values: ReviewFormValues): Promise<ReviewServerErrors | undefined> {
    const editing = this.reviewEditing && this.review?.review != null;
    const body = reviewRequestOf(values);
    this.reviewBusy = true;
    this.reviewNotice = null;
    const result = await (editing ? this.#api.editReview(body) : this.#api.tellMove(body));
    return runInAction(() => {
      this.reviewBusy = false;
      if (result.kind === 'ok') {
        this.review = result.data.review;
        this.reviewEditing = false;
        this.reviewNotice = { severity: 'success', said: { message: editing ? REVIEW_DONE.update : REVIEW_DONE[body.outcome] } };
        return undefined;
      }
      if (result.kind === 'cancelled' || this.#linkGone(result)) return undefined;
      if (result.status === 400) return formErrorsOf(result.errors);
      this.#reviewRefused(result);
      return undefined;
    });
  }

  askDeleteReview(): void {
    this.reviewDeleteAsked = true;
  }

  closeReviewDialog(): void {
    this.reviewDeleteAsked = false;
  }

  /** Deletes the visitor's review (possible at any time), after the confirm dialog. */
  async deleteReview(): Promise<void> {
    const review = this.review?.review;
    if (review) await this.#takeBack(this.#api.deleteReview({ reviewId: review.id }), REVIEW_DELETED);
  }

  /** Takes back that a company did not come or that another moved them (within its window); the form opens again. */
  async withdrawOutcome(): Promise<void> {
    const told = this.review?.outcome;
    if (told) await this.#takeBack(this.#api.withdrawOutcome({ outcome: told.outcome }), OUTCOME_WITHDRAWN);
  }

  /** A review call that takes back what the visitor told: the part as it is then, and what was done or why not. */
  async #takeBack(call: Promise<ApiResult<MyMoveReviewResponse>>, done: Message): Promise<void> {
    this.reviewBusy = true;
    this.reviewNotice = null;
    const result = await call;
    runInAction(() => {
      this.reviewBusy = false;
      this.reviewDeleteAsked = false;
      if (result.kind === 'ok') {
        this.review = result.data.review;
        this.reviewEditing = false;
        this.reviewNotice = { severity: 'success', said: { message: done } };
      } else if (result.kind === 'failed' && !this.#linkGone(result)) this.#reviewRefused(result);
    });
  }

  /** A refused review call: its reason, and the review part as it is now (told meanwhile, window ended). */
  #reviewRefused(result: Extract<ApiResult<unknown>, { kind: 'failed' }>): void {
    this.reviewNotice = { severity: 'error', said: reasonOf(result) };
    const code = result.errors[0]?.code;
    if (code === REVIEW_ERROR_CODES.editClosed) this.reviewEditing = false;
    if (code !== undefined && (Object.values(REVIEW_ERROR_CODES) as string[]).includes(code)) void this.#reloadReview();
  }

  async #reloadReview(): Promise<void> {
    const result: ApiResult<MyMoveReviewResponse> = await this.#api.review();
    runInAction(() => {
      if (result.kind === 'ok') {
        this.review = result.data.review;
        if (!this.review?.review?.editable) this.reviewEditing = false;
      }
    });
  }

  /** The changes the page offers, each opening its confirm step. */
  askCancel(): void {
    this.pending = { kind: 'cancel' };
  }

  askWithdraw(companyCodes: string[]): void {
    this.pending = { kind: 'withdraw', companyCodes };
  }

  askErase(): void {
    this.pending = { kind: 'erase', keepReview: false };
  }

  /** The visitor's choice, in the erase dialog, of keeping their review or deleting it with their data. */
  keepReviewOnErase(keepReview: boolean): void {
    if (this.pending?.kind === 'erase') this.pending = { kind: 'erase', keepReview };
  }

  closeDialog(): void {
    this.pending = null;
  }

  /** Re-quotes the booking for `movingDate`; the old and new prices then wait for the visitor's confirmation. */
  async quoteDate(movingDate: string): Promise<void> {
    this.dateError = null;
    this.busy = true;
    const result = await this.#api.dateQuote({ movingDate });
    runInAction(() => {
      this.busy = false;
      if (result.kind === 'ok') this.pending = { kind: 'changeDate', quote: result.data };
      else if (result.kind === 'failed' && !this.#linkGone(result)) this.dateError = reasonOf(result);
    });
  }

  /** Sends the change the dialog confirmed. */
  async confirm(): Promise<void> {
    const change = this.pending;
    const view = this.view;
    if (!change || !view) return;
    this.busy = true;
    if (change.kind === 'erase') {
      const result = await this.#api.erase({ fee: view.booking?.cancellation?.fee ?? null, keepReview: change.keepReview });
      runInAction(() => {
        this.busy = false;
        this.pending = null;
        if (result.kind === 'ok') {
          this.erased = result.data;
          this.phase = 'erased';
        } else if (result.kind === 'failed') this.#refused(result);
      });
      return;
    }
    const result = await this.#send(change, view);
    runInAction(() => {
      this.busy = false;
      this.pending = null;
      if (result.kind === 'ok') {
        this.view = result.data;
        // A confirmed booking's new day waits for the company: say so, not that it changed.
        const proposed = change.kind === 'changeDate' && result.data.booking?.dateProposal != null;
        this.notice = { severity: 'success', said: { message: proposed ? DATE_PROPOSED : DONE[change.kind] } };
      } else if (result.kind === 'failed') this.#refused(result);
    });
  }

  #send(change: Exclude<PendingChange, { kind: 'erase' }>, view: MyMoveView): Promise<ApiResult<MyMoveView>> {
    switch (change.kind) {
      case 'cancel':
        return this.#api.cancel({ fee: view.booking?.cancellation?.fee ?? 0 });
      case 'withdraw':
        return this.#api.withdraw({ companyCodes: change.companyCodes });
      case 'changeDate':
        return this.#api.changeDate({ movingDate: change.quote.proposed.date, price: change.quote.proposed.price });
    }
  }

  #show(result: ApiResult<MyMoveView>): void {
    if (result.kind === 'ok') {
      this.view = result.data;
      this.phase = 'ready';
    } else if (result.kind === 'failed') {
      if (!this.#linkGone(result)) {
        this.notice = { severity: 'error', said: { message: CALL_FAILED } };
        if (this.phase === 'loading') this.phase = 'unavailable';
      }
    }
  }

  /** A refused change: its reason, and the request as it is now (a fee or price that changed shows anew). */
  #refused(result: Extract<ApiResult<unknown>, { kind: 'failed' }>): void {
    if (this.#linkGone(result)) return;
    this.notice = { severity: 'error', said: reasonOf(result) };
    void this.load();
  }

  /** Whether the link opens nothing any more (revoked, expired): the page becomes the one page saying so. */
  #linkGone(result: Extract<ApiResult<unknown>, { kind: 'failed' }>): boolean {
    if (!result.errors.some((error) => error.code === MY_MOVE_ERRORS.linkUnavailable.code)) return false;
    this.phase = 'unavailable';
    this.view = null;
    return true;
  }
}

/** The server's reason for a refusal, or the page's own words when it gave none (no connection, a proxy's error page). */
function reasonOf(result: Extract<ApiResult<unknown>, { kind: 'failed' }>): Said {
  const reason = serverReasonOf(result.errors);
  return reason === undefined ? { message: CALL_FAILED } : { reason };
}

/** What the review part says once the visitor told us, by what they told. */
const REVIEW_DONE: Readonly<Record<'moved' | 'noShow' | 'movedElsewhere' | 'update', Message>> = {
  moved: /*i18n*/ '口コミを投稿しました。ありがとうございました。',
  noShow: /*i18n*/ '引越し業者が来なかったことを、運営に報告しました。',
  movedElsewhere: /*i18n*/ 'ご回答ありがとうございました。',
  update: /*i18n*/ '口コミを更新しました。',
};

const REVIEW_DELETED: Message = /*i18n*/ '口コミを削除しました。';

const OUTCOME_WITHDRAWN: Message = /*i18n*/ 'お知らせを取り消しました。あらためて、引越しがどうだったかをお聞かせください。';

const DATE_PROPOSED: Message = /*i18n*/ '変更のご希望を引越し業者にお送りしました。結果はメールでお知らせします。';

const DONE: Readonly<Record<Exclude<PendingChange['kind'], 'erase'>, Message>> = {
  cancel: /*i18n*/ 'ご予約をキャンセルしました。引越し業者にもお伝えしました。',
  withdraw: /*i18n*/ '依頼を取り下げました。取り下げた引越し業者には、お客様へのご連絡をやめるようお伝えしました。',
  changeDate: /*i18n*/ '引越し日を変更しました。引越し業者にもお伝えしました。',
};
