import type { Ref } from 'react';
import type { PriceLine } from '../../domain/api/priceLines.ts';
import type { PublishedReview, ReviewSummary } from '../../domain/reviews/review.ts';
import type { CompanyCardData } from '../CompanyCard/index.ts';

/** The company the modal describes: a card's data, its reviews apart (`reviews` of the modal). */
export type CompanyDetailData = Omit<CompanyCardData, 'reviews'>;

/**
 * The company's reviews in its details: the summary and the newest published reviews (as
 * `GET /api/companies/reviews/` answers), or where their loading stands.
 */
export type CompanyDetailReviews =
  | { summary: ReviewSummary; list: readonly PublishedReview[] }
  | 'loading'
  | 'failed';

export interface CompanyDetailModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the visitor closes the modal. */
  onClose: () => void;
  /** The company to describe; nothing renders while null. */
  company: CompanyDetailData | null;
  /**
   * The company's reviews: the full summary (distribution, kept prices, what the score is made of)
   * and the newest reviews; a spinner while `'loading'`, a line saying they could not be loaded when
   * `'failed'`. No reviews section without it.
   * @default undefined
   */
  reviews?: CompanyDetailReviews;
  /**
   * Whether the company accepts a morning (AM) move.
   * @default undefined
   */
  acceptsAm?: boolean;
  /**
   * The morning (午前便) price and its own lines, shown beside a free-time `company.price`.
   * @default undefined
   */
  morningPrice?: { total: number; lines: readonly PriceLine[] };
  /**
   * Called when the visitor chooses the company from the modal; no button without it.
   * @default undefined
   */
  onSelect?: (id: string) => void;
  /**
   * Extra class on the dialog root.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the dialog root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
