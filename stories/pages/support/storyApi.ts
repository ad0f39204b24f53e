import type { Alliance, EstimateCompany, PricedCompany } from '../../../domain/api/company.ts';
import type { CompanyInfo } from '../../../domain/api/quickBooking.ts';
import { alliance, company, estimateCompany, FakeApi, pricedCompany } from '../../../app/testing/fakeApi.ts';
import { SHIBUYA_DISTRICTS, TOKYO_CITY_GROUPS } from '../../fixtures/address.ts';
import { BELONGINGS_MASTER } from '../../fixtures/belongings.ts';
import { POSTAL_SUGGESTIONS } from '../../fixtures/postal.ts';
import { SATURDAY_AM, SATURDAY_FREE, SATURDAY_FREE_AFTER_EDIT, WEEKDAY_SHORT, type ExplainedPrice } from '../../fixtures/prices.ts';

/** Some companies and partner services of the seeded catalogue (migration 0010), with their logo files in app/public/images/. */
const CATALOGUE = [
  { code: 'K0001', name: 'ほしづき引越センター', rating: 4.5 },
  { code: 'K0002', name: 'こもれび引越便', rating: 4.1 },
  { code: 'K0003', name: 'あおばね引越サービス', rating: 4.8 },
  { code: 'K0004', name: 'つむぎ堂引越舎', rating: 3.9 },
  { code: 'K0005', name: 'ルミフォート引越センター', rating: 4.3 },
] as const;
const PARTNERS: Alliance[] = [
  { ...alliance('A001'), title: 'ひかりみち光回線', content: '新居のインターネットを引越し日から使えるよう、光回線の開通工事を手配します。', file_name: '/images/companies/alliances/A001.png' },
  { ...alliance('A002'), title: 'そよでんき', content: '電気の使用開始と旧居の停止をまとめて受け付けます。', file_name: '/images/companies/alliances/A002.png' },
];
const PRICES: readonly ExplainedPrice[] = [WEEKDAY_SHORT, SATURDAY_FREE, SATURDAY_AM, SATURDAY_FREE_AFTER_EDIT, SATURDAY_FREE];

const logoOf = (code: string) => `/images/companies/${code}.png`;

/** The quick-booking companies of a day: each its fixture price, a morning price for the first three. */
function quickBookingOffers(): CompanyInfo[] {
  return CATALOGUE.slice(0, 4).map((listed, index) => {
    const price = PRICES[index]!;
    const morning = index < 3 ? SATURDAY_AM : null;
    return company(listed.code, {
      name: listed.name,
      price: price.total,
      priceParts: price.parts,
      priceForAm: morning?.total ?? null,
      priceForAmParts: morning?.parts ?? null,
      acceptAmPreferredRequest: morning !== null,
      order: index + 1,
      satisfactionRate: listed.rating,
      telephoneNumber: '0120123456',
      businessHours: '9:00〜19:00',
      logoImageFilePath: logoOf(listed.code),
    });
  });
}

function reservationCompanies(): PricedCompany[] {
  return CATALOGUE.map((listed, index) =>
    pricedCompany(listed.code, { name: listed.name, price: PRICES[index]!.total, priceParts: PRICES[index]!.parts, rate: listed.rating, logoFileNm: logoOf(listed.code) }),
  );
}

function estimateCompanies(): EstimateCompany[] {
  return CATALOGUE.map((listed, index) => estimateCompany(listed.code, { name: listed.name, estimate: index !== 4 }));
}

/**
 * The fake server of the store tests (app/testing/fakeApi.ts), filled with the story fixtures:
 * the real belongings master, Tokyo's cities, the catalogue's names and logos, the fixture prices.
 * Quick booking offers the same companies on every day but the seventh of each week; a story
 * changes the answers it needs (`reserveAnswer = 'duplicate'`, …) before the page loads.
 */
export function storyApi(): FakeApi {
  const api = new FakeApi();
  api.postalResults = [...POSTAL_SUGGESTIONS];
  api.offers = (date) => (new Date(`${date}T00:00:00Z`).getUTCDate() % 7 === 3 ? [] : quickBookingOffers());
  api.estimateCompanies = estimateCompanies();
  api.estimateAlliances = PARTNERS;
  api.reservationCompanies = reservationCompanies();
  api.reservationAlliances = PARTNERS;
  // The estimate's answer names each company as the catalogue does, with its logo and price.
  const submit = api.estimate.submit;
  api.estimate = {
    ...api.estimate,
    submit: async (body) => {
      const answer = await submit(body);
      if (answer.kind !== 'ok') return answer;
      const named = <C extends { kissCd: string; name: string; logoFileNm: string }>(company: C): C => {
        const index = CATALOGUE.findIndex((listed) => listed.code === company.kissCd);
        return index === -1 ? company : { ...company, name: CATALOGUE[index]!.name, logoFileNm: logoOf(company.kissCd) };
      };
      const priced = answer.data.estimate.map((company) => {
        const price = PRICES[CATALOGUE.findIndex((listed) => listed.code === company.kissCd)] ?? WEEKDAY_SHORT;
        return { ...named(company), price: price.total, priceParts: price.parts };
      });
      return { ...answer, data: { ...answer.data, estimate: priced, withoutEstimate: answer.data.withoutEstimate.map(named) } };
    },
  };
  const ok = <T,>(data: T) => Promise.resolve({ kind: 'ok' as const, data });
  api.reference = {
    ...api.reference,
    groupedCities: () => ok({ results: [...TOKYO_CITY_GROUPS] }),
    districts: () => ok({ results: [...SHIBUYA_DISTRICTS] }),
    belongingsMaster: () => ok({ categories: [...BELONGINGS_MASTER] }),
  };
  return api;
}
