import type { ReactNode } from 'react';
import { activeLocale } from '../../domain/i18n/i18n.ts';
import { japaneseRuns } from '../../domain/i18n/japaneseScript.ts';

/**
 * A company's or a partner's name, a proper noun kept in Japanese on every page. On an English page
 * it is marked `lang="ja"` so a screen reader reads it with a Japanese voice; a Japanese page gets
 * the bare text, exactly as before (its page is Japanese already).
 */
export function JapaneseName({ children }: { children: ReactNode }) {
  return activeLocale() === 'en' ? <span lang="ja">{children}</span> : <>{children}</>;
}

/** The attributes of an element holding nothing but a Japanese name: `lang="ja"` on an English page, none on a Japanese one. */
export function japaneseNameProps(): { lang?: 'ja' } {
  return activeLocale() === 'en' ? { lang: 'ja' } : {};
}

/**
 * A text that may mix English and Japanese (a partner's service named in English around its
 * Japanese name, 'Electricity (そよでんき)'): on an English page each Japanese run is marked
 * `lang="ja"`; a Japanese page gets the bare text.
 */
export function MixedText({ children }: { children: string }) {
  if (activeLocale() !== 'en') return <>{children}</>;
  return (
    <>
      {japaneseRuns(children).map((run, index) => (run.japanese ? <span key={index} lang="ja">{run.text}</span> : run.text))}
    </>
  );
}
