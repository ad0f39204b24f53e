import { makeAutoObservable } from 'mobx';
import { speaksForeignLanguage, type CompanyLanguages } from '../../domain/api/company.ts';
import type { Locale } from '../../domain/i18n/locale.ts';

/** A company as the filter reads it: the catalogue's `languages`, none meaning Japanese only. */
export interface LanguagesOfCompany {
  languages?: CompanyLanguages;
}

/** A list of companies as the spoken-language filter leaves it for the page. */
export interface SpokenLanguageListing<C> {
  /** The companies to list, in the order given (the flow's sort stays). */
  listed: C[];
  /** How many of the companies given serve the page's language: the switch's count. */
  count: number;
  /** Whether the list is narrowed: the filter is on and at least one company qualifies. */
  applied: boolean;
  /**
   * Chosen companies the narrowed list leaves out: they stay chosen, and the page names them, so a
   * visitor's choice is never dropped out of sight.
   */
  hiddenChosen: C[];
}

/**
 * A translated page's filter of a company list (issues 28, 37): whether the visitor wants only the
 * companies that serve the page's language. One per flow store, so it is kept across the flow's steps; off
 * at first and not saved (a reload or the other language starts with every company).
 */
export class SpokenLanguageFilter {
  on = false;
  readonly #locale: Locale;

  /** `locale` is the page's: the filter keeps the companies that serve it. */
  constructor(locale: Locale) {
    this.#locale = locale;
    // `listing` reads the state for the pages and stores that call it: a plain function, so they follow it.
    makeAutoObservable<this, '#locale'>(this, { listing: false, '#locale': false }, { autoBind: true });
  }

  set(on: boolean): void {
    this.on = on;
  }

  /**
   * `companies` as the page lists them: with the filter on, those serving the page's language; a
   * chosen company that does not is left out of the list but named in `hiddenChosen`. With no company
   * serving it the filter cannot narrow anything, and every company stays listed.
   */
  listing<C extends LanguagesOfCompany>(companies: readonly C[], isChosen: (company: C) => boolean = () => false): SpokenLanguageListing<C> {
    const servesLanguage = (company: C): boolean => speaksForeignLanguage(company.languages, this.#locale);
    const serving = companies.filter(servesLanguage);
    const applied = this.on && serving.length > 0;
    if (!applied) return { listed: [...companies], count: serving.length, applied, hiddenChosen: [] };
    const hiddenChosen = companies.filter((company) => !servesLanguage(company) && isChosen(company));
    return { listed: serving, count: serving.length, applied, hiddenChosen };
  }
}
