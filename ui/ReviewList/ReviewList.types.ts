import type { Ref } from 'react';
import type { PublishedReview } from '../../domain/reviews/review.ts';

export interface ReviewListProps {
  /** The company's published reviews, newest first (as the API answers them). */
  reviews: readonly PublishedReview[];
  /**
   * What an empty list says.
   * @default '口コミはまだありません' ("No reviews yet" on an English page)
   */
  emptyLabel?: string;
  /**
   * Heading level of each review (its move month and route) inside the page outline.
   * @default 3
   */
  headingLevel?: 3 | 4;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<div>` element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
