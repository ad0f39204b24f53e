import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { PublishedReview, ReviewSummary } from '../../../domain/reviews/review.ts';
import type { ApiClient } from '../../api/client.ts';
import type { RootStore } from '../RootStore.ts';

/**
 * A company's reviews as its details show them: the summary and the newest reviews
 * (`GET /api/companies/reviews/`), or where their loading stands.
 */
export type CompanyReviewsState = { summary: ReviewSummary; list: readonly PublishedReview[] } | 'loading' | 'failed';

/**
 * The reviews of the companies whose details the visitor opened (issue 38), each fetched once per
 * page; a failed fetch is tried again the next time the details open.
 */
export class CompanyReviewsStore {
  readonly #api: ApiClient;
  /** Each company's state; an observable map, as MobX does not see private fields. */
  readonly #byCode = observable.map<string, CompanyReviewsState>({}, { deep: false });

  constructor(api: ApiClient) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The company's reviews, `'loading'` until `load(code)` has them. */
  of(code: string): CompanyReviewsState {
    return this.#byCode.get(code) ?? 'loading';
  }

  /** Fetches the company's reviews unless they are here or on their way. */
  async load(code: string): Promise<void> {
    const current = this.#byCode.get(code);
    if (current !== undefined && current !== 'failed') return;
    this.#byCode.set(code, 'loading');
    const result = await this.#api.reviews.ofCompany(code);
    runInAction(() => {
      this.#byCode.set(code, result.kind === 'ok' ? { summary: result.data.summary, list: result.data.reviews } : 'failed');
    });
  }
}

const storesByRoot = new WeakMap<RootStore, CompanyReviewsStore>();

/**
 * The page's store of company reviews, made the first time a page part asks for it. It hangs off the
 * root store rather than being built with it so that only the parts showing company details (loaded
 * after the first page) carry its code: the first pages are at their byte budgets.
 */
export function companyReviewsOf(root: RootStore): CompanyReviewsStore {
  let store = storesByRoot.get(root);
  if (!store) {
    store = new CompanyReviewsStore(root.api);
    storesByRoot.set(root, store);
  }
  return store;
}
