import type { EstimateCompany, PricedCompany } from '../../../domain/api/company.ts';
import type { CompanyInfo } from '../../../domain/api/quickBooking.ts';
import { weekdayNamesIn } from '../../../domain/format/japanTime.ts';
import { activeLocale } from '../../../domain/i18n/i18n.ts';
import { company, estimateCompany, FakeApi, pricedCompany } from '../../../app/testing/fakeApi.ts';
import { shibuyaDistricts, tokyoCityGroups } from '../../fixtures/address.ts';
import { BELONGINGS_MASTER } from '../../fixtures/belongings.ts';
import { businessHoursInStoryLanguage } from '../../fixtures/companies.ts';
import { POSTAL_SUGGESTIONS, postalInStoryLanguage } from '../../fixtures/postal.ts';
import { priceInStoryLanguage, SATURDAY_AM, SATURDAY_FREE, SATURDAY_FREE_AFTER_EDIT, WEEKDAY_SHORT, type ExplainedPrice } from '../../fixtures/prices.ts';
import { sampleReviewsOf } from '../../fixtures/reviews.ts';
import { CATALOGUE, CATALOGUE_BUSINESS_HOURS, partnersInStoryLanguage } from '../fixtures/catalogue.ts';

/**
 * The fixture prices of the listed companies, in turn, as the API answers a page of the story's
 * language (each part's label in English on an English page). The story's language is active
 * when its API is built (.storybook/locale.ts loads it before the story's beforeEach).
 */
function prices(): readonly ExplainedPrice[] {
  return [WEEKDAY_SHORT, SATURDAY_FREE, SATURDAY_AM, SATURDAY_FREE_AFTER_EDIT, SATURDAY_FREE].map(priceInStoryLanguage);
}

const logoOf = (code: string) => `/images/companies/${code}.png`;

/** The quick-booking companies of a day: each its fixture price, a morning price for the first three. */
function quickBookingOffers(): CompanyInfo[] {
  const listedPrices = prices();
  return CATALOGUE.slice(0, 4).map((listed, index) => {
    const price = listedPrices[index]!;
    const morning = index < 3 ? priceInStoryLanguage(SATURDAY_AM) : null;
    return company(listed.code, {
      name: listed.name,
      price: price.total,
      priceParts: price.parts,
      priceForAm: morning?.total ?? null,
      priceForAmParts: morning?.parts ?? null,
      acceptAmPreferredRequest: morning !== null,
      order: index + 1,
      satisfactionRate: listed.reviews.mean,
      reviews: listed.reviews,
      telephoneNumber: '0120123456',
      businessHours: businessHoursInStoryLanguage(CATALOGUE_BUSINESS_HOURS),
      logoImageFilePath: logoOf(listed.code),
      languages: listed.languages,
    });
  });
}

function reservationCompanies(): PricedCompany[] {
  const listedPrices = prices();
  return CATALOGUE.map((listed, index) =>
    pricedCompany(listed.code, { name: listed.name, price: listedPrices[index]!.total, priceParts: listedPrices[index]!.parts, rate: listed.reviews.mean, reviews: listed.reviews, logoFileNm: logoOf(listed.code), languages: listed.languages }),
  );
}

function estimateCompanies(): EstimateCompany[] {
  return CATALOGUE.map((listed, index) => estimateCompany(listed.code, { name: listed.name, estimate: index !== 4, reviews: listed.reviews, languages: listed.languages }));
}

/**
 * The fake server of the store tests (app/testing/fakeApi.ts), filled with the story fixtures:
 * the real belongings master, Tokyo's cities, the catalogue's names, logos and languages, the
 * fixture prices, sample reviews. Quick booking offers the same companies on every day but the seventh of each
 * week; a story changes the answers it needs (`reserveAnswer = 'duplicate'`, …) before the page
 * loads. It answers as the server answers a page of the story's language (the one its requests ask
 * for): places in romaji, price parts, business hours, partner services and closing days in English
 * on an English page.
 */
export function storyApi(): FakeApi {
  const api = new FakeApi();
  const listedPrices = prices();
  api.postalResults = [...POSTAL_SUGGESTIONS];
  api.offers = (date) => (new Date(`${date}T00:00:00Z`).getUTCDate() % 7 === 3 ? [] : quickBookingOffers());
  api.estimateCompanies = estimateCompanies();
  api.estimateAlliances = partnersInStoryLanguage();
  api.reservationCompanies = reservationCompanies();
  api.reservationAlliances = partnersInStoryLanguage();
  // Each company's details list its newest reviews (three samples; none for a company without reviews).
  api.companyReviews = Object.fromEntries(
    CATALOGUE.map((listed) => [listed.code, { companyCode: listed.code, summary: listed.reviews, reviews: listed.reviews.count === 0 ? [] : sampleReviewsOf(listed.code) }]),
  );
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
        const price = listedPrices[CATALOGUE.findIndex((listed) => listed.code === company.kissCd)] ?? listedPrices[0]!;
        return { ...named(company), price: price.total, priceParts: price.parts };
      });
      return { ...answer, data: { ...answer.data, estimate: priced, withoutEstimate: answer.data.withoutEstimate.map(named) } };
    },
  };
  // The booking's answer names the company's closing days in the page's language.
  const reserve = api.quickBooking.reserve;
  api.quickBooking = {
    ...api.quickBooking,
    reserve: async (body) => {
      const answer = await reserve(body);
      if (answer.kind !== 'ok') return answer;
      return { ...answer, data: { ...answer.data, closedDays: weekdayNamesIn(answer.data.closedDays, activeLocale()) } };
    },
  };
  const ok = <T,>(data: T) => Promise.resolve({ kind: 'ok' as const, data });
  api.reference = {
    ...api.reference,
    // Whatever addresses a story gives the lookup (`postalResults`), named in the page's language.
    postal: () => ok({ results: postalInStoryLanguage(api.postalResults), message: null }),
    groupedCities: () => ok({ results: [...tokyoCityGroups()] }),
    districts: () => ok({ results: [...shibuyaDistricts()] }),
    belongingsMaster: () => ok({ categories: [...BELONGINGS_MASTER] }),
  };
  return api;
}
