import type { MoveSpec } from '../pricing/index.ts';
import { servesMove } from './availability.ts';
import type { MarketplaceAlliance, MarketplaceCompany } from './types.ts';

/** The companies and alliance partners loaded from the database, looked up in memory. */
export class Catalogue {
  readonly companies: readonly MarketplaceCompany[];
  readonly alliances: readonly MarketplaceAlliance[];
  readonly #byCode: ReadonlyMap<string, MarketplaceCompany>;

  constructor(companies: readonly MarketplaceCompany[], alliances: readonly MarketplaceAlliance[]) {
    this.companies = [...companies].sort((a, b) => a.order - b.order);
    this.alliances = [...alliances].sort((a, b) => a.order - b.order);
    this.#byCode = new Map(companies.map((company) => [company.code, company]));
  }

  company(code: string): MarketplaceCompany | undefined {
    return this.#byCode.get(code);
  }

  /** Enabled companies serving both ends of a move, in listing order. */
  companiesServing(move: Pick<MoveSpec, 'from' | 'to'>): MarketplaceCompany[] {
    return this.companies.filter((company) => servesMove(company, move));
  }

  /** Enabled partner services offered for a move between two prefectures, each judged at the end it serves. */
  alliancesFor(fromPrefecture: string, toPrefecture: string): MarketplaceAlliance[] {
    return this.alliances.filter((alliance) =>
      alliance.enabled && alliance.prefectures.has(alliance.servedAt === 'origin' ? fromPrefecture : toPrefecture),
    );
  }
}
