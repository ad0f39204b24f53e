import type { ReactNode } from 'react';
import { activeLocale } from '../../domain/i18n/i18n.ts';
import { runsToMark } from '../../domain/i18n/japaneseScript.ts';

/**
 * A company's or a partner's name, a proper noun kept in Japanese on every page. On a page in
 * another language it is marked `lang="ja"` so a screen reader reads it with a Japanese voice (and
 * a Chinese page renders its kanji in Japanese forms); a Japanese page gets the bare text, exactly
 * as before (its page is Japanese already).
 */
export function JapaneseName({ children }: { children: ReactNode }) {
  return activeLocale() === 'ja' ? <>{children}</> : <span lang="ja">{children}</span>;
}

/** The attributes of an element holding nothing but a Japanese name: `lang="ja"` on a page in another language, none on a Japanese one. */
export function japaneseNameProps(): { lang?: 'ja' } {
  return activeLocale() === 'ja' ? {} : { lang: 'ja' };
}

/**
 * A text that may mix the page's language and Japanese (a partner's service named in the page's
 * language around its Japanese name, 'Electricity (そよでんき)'): each Japanese run its reader may
 * not read is marked `lang="ja"` (domain/i18n/japaneseScript.ts); a Japanese page gets the bare text.
 */
export function MixedText({ children }: { children: string }) {
  return (
    <>
      {runsToMark(children, activeLocale()).map((run, index) => (run.japanese ? <span key={index} lang="ja">{run.text}</span> : run.text))}
    </>
  );
}
