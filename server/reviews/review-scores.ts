import type { CompanyReviews } from '../../domain/api/reviews.ts';
import { rankingScore, reviewSummaryOf, type CountedReview } from '../../domain/reviews/reviewScore.ts';
import type { Queryable } from '../db/database.ts';
import { countedReviews } from './review-repository.ts';

/**
 * Every company's score from its shown reviews, read at once and served from memory: the company
 * lists answer many calls a second, reviews change a few times a day. The marketplace reads them
 * again whenever a review changes on any instance (REVIEWS_CHANNEL).
 */
export class ReviewScores {
  readonly #byCompany: ReadonlyMap<string, CompanyReviews>;
  readonly #none: CompanyReviews;

  private constructor(byCompany: ReadonlyMap<string, CompanyReviews>) {
    this.#byCompany = byCompany;
    this.#none = { ...reviewSummaryOf([]), rankingScore: null };
  }

  static async read(db: Queryable): Promise<ReviewScores> {
    return ReviewScores.of(await countedReviews(db));
  }

  /** The scores of these reviews, by company. */
  static of(counted: ReadonlyMap<string, readonly CountedReview[]>): ReviewScores {
    const all = [...counted.values()].flat();
    const overallMean = reviewSummaryOf(all).mean ?? 0;
    const byCompany = new Map<string, CompanyReviews>();
    for (const [code, reviews] of counted) {
      const summary = reviewSummaryOf(reviews);
      byCompany.set(code, { ...summary, rankingScore: rankingScore(summary, overallMean) });
    }
    return new ReviewScores(byCompany);
  }

  /** The company's score: its summary and the score it is sorted by (none without reviews). */
  of(companyCode: string): CompanyReviews {
    return this.#byCompany.get(companyCode) ?? this.#none;
  }
}
