import type { Ref } from 'react';
import type { CompanyLanguages } from '../../domain/api/company.ts';
import type { PriceLine } from '../../domain/api/priceLines.ts';
import type { ReviewSummary } from '../../domain/reviews/review.ts';

/** What a company card shows: plain values, whichever flow they come from. */
export interface CompanyCardData {
  /** Company id (companyId or kissCd). */
  id: string;
  /** Company name, a proper noun shown as given (in Japanese, marked so on an English page). */
  name: string;
  /** URL of the logo, shown when given. */
  logoUrl?: string;
  /** Price in yen for the chosen time slot, or null when the company gives no price. */
  price: number | null;
  /** The lines of `price` (`priceLinesOf(parts)`), opened under it when given; they add up to `price`. */
  priceLines?: readonly PriceLine[];
  /** Which price `price` is: the free-time or the morning (午前便) price. Omitted means free time. */
  priceSlot?: 'free' | 'am';
  /**
   * The company's reviews of moves booked through us (the API's `reviews`): the card shows their
   * mean and count (「★4.3（128件）」), or 「口コミはまだありません」 ("No reviews yet") without any.
   */
  reviews: ReviewSummary;
  /** Phone number, shown formatted. */
  telephoneNumber?: string;
  /** Business hours, e.g. '9:00〜18:00'. */
  businessHours?: string;
  /** The languages the company serves its customers in (the API's `languages`); with 'en' it shows 「英語対応」 ("English spoken"). */
  languages?: CompanyLanguages;
}

export interface CompanyCardProps {
  /** The company to show. */
  company: CompanyCardData;
  /**
   * Whether this company is the chosen one.
   * @default false
   */
  selected?: boolean;
  /**
   * Label of the choose button.
   * @default 'この業者を選ぶ' ("Choose this company" on an English page)
   */
  selectLabel?: string;
  /**
   * Called when the visitor chooses the company; no button without it.
   * @default undefined
   */
  onSelect?: (id: string) => void;
  /**
   * Called when the visitor asks for the company's details; no link without it.
   * @default undefined
   */
  onShowDetail?: (id: string) => void;
  /**
   * Heading level of the company name inside the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<article>` element.
   * @default undefined
   */
  ref?: Ref<HTMLElement>;
}
