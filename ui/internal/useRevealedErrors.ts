import { useCallback, useState } from 'react';
import { isErrorShown, type ErrorReveal } from '../../domain/validation/errorVisibility.ts';

export type { ErrorReveal } from '../../domain/validation/errorVisibility.ts';

/** Props shared by the form fields of ui/ that decide when their errors show. */
export interface ErrorRevealProps {
  /**
   * When an error shows: once edited, or once edited and left (quick booking).
   * @default 'editedAndBlurred'
   */
  revealErrors?: ErrorReveal;
  /**
   * Show every error now, edited or not (for example after a failed submit).
   * @default false
   */
  showAllErrors?: boolean;
}

/**
 * Tracks which parts of a field were edited and left, and hides each part's error until the
 * reveal rule of domain/validation/errorVisibility.ts says it may show. The values stay controlled
 * by the caller; only the interaction flags live here.
 */
export function useRevealedErrors<K extends string>({ revealErrors = 'editedAndBlurred', showAllErrors = false }: ErrorRevealProps) {
  const [edited, setEdited] = useState<ReadonlySet<K>>(() => new Set());
  const [blurred, setBlurred] = useState<ReadonlySet<K>>(() => new Set());
  const markEdited = useCallback((key: K) => setEdited((keys) => (keys.has(key) ? keys : new Set(keys).add(key))), []);
  const markBlurred = useCallback((key: K) => setBlurred((keys) => (keys.has(key) ? keys : new Set(keys).add(key))), []);
  const visibleError = (key: K, error: string | undefined): string | undefined =>
    error !== undefined && isErrorShown({ edited: edited.has(key), left: blurred.has(key) }, revealErrors, showAllErrors) ? error : undefined;
  return { markEdited, markBlurred, visibleError };
}
