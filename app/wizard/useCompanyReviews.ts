import { useEffect } from 'react';
import { companyReviewsOf, type CompanyReviewsState } from '../stores/resources/CompanyReviewsStore.ts';
import { useRootStore } from '../stores/StoreContext.tsx';

/**
 * The reviews of the company whose details are open (its code; null while none is), fetched when
 * the details open. Read inside an observer, which renders again when they arrive.
 */
export function useCompanyReviews(code: string | null): CompanyReviewsState | undefined {
  const store = companyReviewsOf(useRootStore());
  useEffect(() => {
    if (code !== null) void store.load(code);
  }, [store, code]);
  return code === null ? undefined : store.of(code);
}
