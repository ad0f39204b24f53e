import { describe, expect, it } from 'vitest';
import type { CompanyLanguages } from '../../domain/api/company.ts';
import { SpokenLanguageFilter } from './spokenLanguageFilter.ts';

interface Company {
  name: string;
  languages?: CompanyLanguages;
}

const ENGLISH: Company = { name: 'ほしづき引越センター', languages: ['ja', 'en'] };
const JAPANESE: Company = { name: 'こもれび引越便', languages: ['ja'] };
/** An answer stored before `languages` existed: Japanese only. */
const UNKNOWN: Company = { name: 'つむぎ堂引越舎' };
const SECOND_ENGLISH: Company = { name: 'あおばね引越サービス', languages: ['ja', 'en'] };

const names = (companies: readonly { name: string }[]) => companies.map((company) => company.name);

describe('SpokenLanguageFilter (issue 28)', () => {
  it('reads a company without languages as Japanese only', () => {
    const filter = new SpokenLanguageFilter('en');
    filter.set(true);
    expect(names(filter.listing([ENGLISH, JAPANESE, UNKNOWN]).listed)).toEqual([ENGLISH.name]);
  });

  it('is off at first: every company is listed, and the count says how many serve English', () => {
    const filter = new SpokenLanguageFilter('en');
    const listing = filter.listing([JAPANESE, ENGLISH, UNKNOWN, SECOND_ENGLISH]);
    expect(listing).toMatchObject({ count: 2, applied: false, hiddenChosen: [] });
    expect(names(listing.listed)).toEqual(names([JAPANESE, ENGLISH, UNKNOWN, SECOND_ENGLISH]));
  });

  it('on, lists only the companies serving English in the order given', () => {
    const filter = new SpokenLanguageFilter('en');
    filter.set(true);
    const listing = filter.listing([SECOND_ENGLISH, JAPANESE, ENGLISH]);
    expect(listing).toMatchObject({ count: 2, applied: true });
    expect(names(listing.listed)).toEqual(names([SECOND_ENGLISH, ENGLISH]));
    filter.set(false);
    expect(names(filter.listing([SECOND_ENGLISH, JAPANESE, ENGLISH]).listed)).toHaveLength(3);
  });

  it('names the chosen companies it leaves out of the list, and only those', () => {
    const filter = new SpokenLanguageFilter('en');
    filter.set(true);
    const chosen = new Set([JAPANESE.name, ENGLISH.name]);
    const listing = filter.listing([JAPANESE, ENGLISH, UNKNOWN], (company) => chosen.has(company.name));
    expect(names(listing.listed)).toEqual([ENGLISH.name]);
    expect(names(listing.hiddenChosen)).toEqual([JAPANESE.name]);
  });

  it('narrows nothing when no company serves English, though the visitor turned it on', () => {
    const filter = new SpokenLanguageFilter('en');
    filter.set(true);
    const listing = filter.listing([JAPANESE, UNKNOWN], () => true);
    expect(listing).toMatchObject({ count: 0, applied: false, hiddenChosen: [] });
    expect(listing.listed).toHaveLength(2);
    expect(filter.on).toBe(true);
  });

  it("keeps the companies serving the page's language, whatever language the app runs in", () => {
    const chinese: Company = { name: 'はるかぜ運輸', languages: ['ja', 'zh'] };
    const filter = new SpokenLanguageFilter('zh');
    filter.set(true);
    expect(names(filter.listing([ENGLISH, chinese, JAPANESE]).listed)).toEqual([chinese.name]);
  });
});
