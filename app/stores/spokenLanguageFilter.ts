import { makeAutoObservable } from 'mobx';
import { speaksForeignLanguage, type CompanyLanguages } from '../../domain/api/company.ts';
import type { Locale } from '../../domain/i18n/locale.ts';

/** A company as the filter reads it: the catalogue's `languages`, none meaning Japanese only. */
export interface LanguagesOfCompany {
  languages?: CompanyLanguages;
}

/** A list of companies as the English filter leaves it for the page. */
export interface SpokenLanguageListing<C> {
  /** The companies to list, in the order given (the flow's sort stays). */
  listed: C[];
  /** How many of the companies given serve English: the switch's count. */
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
 * The English pages' filter of a company list (issue 28): whether the visitor wants only the
 * companies that serve English. One per flow store, so it is kept across the flow's steps; off
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
   * `companies` as the page lists them: with the filter on, those serving English; a chosen company
   * that does not is left out of the list but named in `hiddenChosen`. With no company serving
   * English the filter cannot narrow anything, and every company stays listed.
   */
  listing<C extends LanguagesOfCompany>(companies: readonly C[], isChosen: (company: C) => boolean = () => false): SpokenLanguageListing<C> {
    const servesLanguage = (company: C): boolean => speaksForeignLanguage(company.languages, this.#locale);
    const english = companies.filter(servesLanguage);
    const applied = this.on && english.length > 0;
    if (!applied) return { listed: [...companies], count: english.length, applied, hiddenChosen: [] };
    const hiddenChosen = companies.filter((company) => !servesLanguage(company) && isChosen(company));
    return { listed: english, count: english.length, applied, hiddenChosen };
  }
}
