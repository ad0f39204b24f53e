import { observable } from 'mobx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import type { EstimateCompany } from '../../domain/api/company.ts';
import type { ApiResult } from '../api/http.ts';
import type { FieldAccess } from '../forms/StepForms.ts';
import { estimateCompany } from '../testing/fakeApi.ts';
import { CompanySelection } from './CompanySelection.ts';
import type { MovingChoices } from './values.ts';

const SPEAKS_OTHER_LANGUAGES = { languages: ['ja', 'en'] } as const;

/** Two companies serving English among four, one of them from an answer without languages. */
const LIST: EstimateCompany[] = [
  estimateCompany('K001', { languages: ['ja'] }),
  estimateCompany('K002', SPEAKS_OTHER_LANGUAGES),
  estimateCompany('K003'),
  estimateCompany('K004', { ...SPEAKS_OTHER_LANGUAGES, estimate: false }),
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A selection over an observable field of chosen companies (as the step forms' values are), fetching at once (no debounce). */
function selection(options: { preselect: boolean; limit?: number }) {
  const values = observable<Pick<MovingChoices, 'companyList'>>({ companyList: [] });
  const fields: FieldAccess<Pick<MovingChoices, 'companyList'>> = {
    values: () => values,
    set: (next) => Object.assign(values, next),
    change: (next) => Object.assign(values, next),
  };
  const companies = new CompanySelection<EstimateCompany>({ ...options, fields, locale: 'en', debounce: { run: (work) => work(), cancel: () => {} } });
  return companies;
}

async function answer(companies: CompanySelection<EstimateCompany>, list: EstimateCompany[]): Promise<void> {
  companies.inputsChanged(() => Promise.resolve<ApiResult<EstimateCompany[]>>({ kind: 'ok', data: list }));
  await settle();
}

const codes = (list: readonly { kissCd: string }[]) => list.map((company) => company.kissCd);

describe('CompanySelection: the English filter (issue 28)', () => {
  // The filter reads the page's language: these are an English page's.
  beforeAll(() => activateLocale('en'));
  afterAll(() => activateLocale('ja'));

  it('lists every company while off, and only those serving English while on, counting them either way', async () => {
    const companies = selection({ preselect: false, limit: 3 });
    await answer(companies, LIST);
    expect(companies.spokenLanguage.on).toBe(false);
    expect(codes(companies.listing.listed)).toEqual(['K001', 'K002', 'K003', 'K004']);
    expect(companies.listing.count).toBe(2);
    companies.spokenLanguage.set(true);
    expect(codes(companies.listing.listed)).toEqual(['K002', 'K004']);
    expect(companies.listing.count).toBe(2);
    companies.spokenLanguage.set(false);
    expect(codes(companies.listing.listed)).toHaveLength(4);
  });

  it('keeps the chosen companies it hides chosen, names them, and leaves them out only on the visitor’s word', async () => {
    const companies = selection({ preselect: false, limit: 3 });
    await answer(companies, LIST);
    companies.choose(['K001', 'K002']);
    companies.spokenLanguage.set(true);
    expect(companies.selected).toEqual(['K001', 'K002']);
    expect(codes(companies.listing.hiddenChosen)).toEqual(['K001']);
    // Ticking a listed company adds to the choice; the hidden one stays in it.
    companies.toggle('K004');
    expect(companies.selected).toEqual(['K001', 'K002', 'K004']);
    companies.unselectHiddenChosen();
    expect(companies.selected).toEqual(['K002', 'K004']);
    expect(companies.listing.hiddenChosen).toEqual([]);
  });

  it('keeps the estimate form’s first choice of every company, hiding the ones not serving English', async () => {
    const companies = selection({ preselect: true });
    companies.spokenLanguage.set(true);
    await answer(companies, LIST);
    expect(companies.selected).toEqual(['K001', 'K002', 'K003', 'K004']);
    expect(codes(companies.listing.listed)).toEqual(['K002', 'K004']);
    expect(codes(companies.listing.hiddenChosen)).toEqual(['K001', 'K003']);
  });

  it('stays on across a new list: a list without English narrows nothing, the next one with English is narrowed again', async () => {
    const companies = selection({ preselect: false });
    await answer(companies, LIST);
    companies.spokenLanguage.set(true);
    await answer(companies, [estimateCompany('K001'), estimateCompany('K003')]);
    expect(companies.listing).toMatchObject({ count: 0, applied: false });
    expect(codes(companies.listing.listed)).toEqual(['K001', 'K003']);
    await answer(companies, LIST);
    expect(codes(companies.listing.listed)).toEqual(['K002', 'K004']);
  });
});
