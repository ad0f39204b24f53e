import { makeAutoObservable, runInAction } from 'mobx';
import { MY_MOVE_ERRORS, type MyMoveDateQuote, type MyMoveErased, type MyMoveView } from '../../domain/api/myMove.ts';
import type { Message } from '../../domain/i18n/message.ts';
import type { SharingRecord } from '../../domain/sharing/sharingRecord.ts';
import type { ApiClient } from '../api/client.ts';
import type { ApiResult } from '../api/http.ts';

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
  | { kind: 'erase' };

const FAILED_MESSAGE = /*i18n*/ '通信に失敗しました。時間をおいてもう一度お試しください。';

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

  readonly #api: ApiClient['myMove'];

  constructor(api: ApiClient['myMove']) {
    this.#api = api;
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const [result, sharing] = await Promise.all([this.#api.view(), this.#api.sharing()]);
    runInAction(() => {
      this.#show(result);
      if (sharing.kind === 'ok') this.sharing = sharing.data;
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
    this.pending = { kind: 'erase' };
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
      const result = await this.#api.erase({ fee: view.booking?.cancellation?.fee ?? null });
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
        this.notice = { severity: 'error', said: { message: FAILED_MESSAGE } };
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

/** The server's reason for a refusal, or the page's own words when it gave none (no connection). */
function reasonOf(result: Extract<ApiResult<unknown>, { kind: 'failed' }>): Said {
  const reason = result.errors[0]?.message;
  return reason === undefined ? { message: FAILED_MESSAGE } : { reason };
}

const DATE_PROPOSED: Message = /*i18n*/ '変更のご希望を引越し業者にお送りしました。結果はメールでお知らせします。';

const DONE: Readonly<Record<Exclude<PendingChange['kind'], 'erase'>, Message>> = {
  cancel: /*i18n*/ 'ご予約をキャンセルしました。引越し業者にもお伝えしました。',
  withdraw: /*i18n*/ '依頼を取り下げました。取り下げた引越し業者には、お客様へのご連絡をやめるようお伝えしました。',
  changeDate: /*i18n*/ '引越し日を変更しました。引越し業者にもお伝えしました。',
};
