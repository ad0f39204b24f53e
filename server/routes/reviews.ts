import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  COMPANY_REVIEWS_PATH,
  LEAD_REVIEW_ANSWER_PATH,
  LEAD_REVIEW_PATH,
  LEAD_REVIEW_REPORT_PATH,
  MY_MOVE_REVIEW_DELETE_PATH,
  MY_MOVE_REVIEW_WITHDRAW_PATH,
  MY_MOVE_REVIEW_PATH,
  MY_MOVE_REVIEW_UPDATE_PATH,
} from '../../domain/api/paths.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import type { Queryable } from '../db/database.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { answerLanguage } from '../http/language.ts';
import { parseInput } from '../http/validate.ts';
import type { LinkSubject } from '../links/link-subject.ts';
import { reloadReviewScores } from '../marketplace/marketplace.ts';
import type { WriteContext } from '../marketplace/write-context.ts';
import { openVisitorLink } from '../my-move/my-move-service.ts';
import type { StoredRequest } from '../requests/request-repository.ts';
import {
  answerLeadReview,
  companyLinkRequest,
  companyReviews,
  editReview,
  readLeadReview,
  readMyMoveReview,
  removeReview,
  withdrawOutcome,
  reportLeadReview,
  tellMove,
} from '../reviews/review-service.ts';
import type { Services } from '../services.ts';
import { routerPath } from './router-path.ts';

/**
 * Reviews (issue 38): the visitor's on their page, the company's answer on its lead page, and every
 * company's score and reviews for everyone. A change is read back into the scores before it is
 * answered, so the page that made it sees it at once (other instances hear it by notification).
 */
export function addReviewRoutes(router: Router, { db, marketplace: market, now, mail }: Services): void {
  /** Runs a change of the visitor's review in one transaction (which locks their request first). */
  async function visitorChange<B>(ctx: Context, write: (context: WriteContext, subject: LinkSubject) => Promise<B>): Promise<void> {
    const at = now();
    const subject = await openVisitorLink(db, bearerToken(ctx), at);
    ctx.body = await db.transaction((tx) => write({ tx, now: at, mail }, subject));
    await reloadReviewScores(market);
  }

  /** Runs a company's change of the review of the lead its link opens, in one transaction. */
  async function companyChange<B>(ctx: Context, write: (context: WriteContext, request: StoredRequest, companyCode: string) => Promise<B>): Promise<void> {
    const at = now();
    ctx.body = await db.transaction(async (tx: Queryable) => {
      const { request, companyCode } = await companyLinkRequest(tx, bearerToken(ctx), at, true);
      return write({ tx, now: at, mail }, request, companyCode);
    });
    await reloadReviewScores(market);
  }

  router.get(routerPath(MY_MOVE_REVIEW_PATH), async (ctx) => {
    const at = now();
    ctx.body = await readMyMoveReview(market, db, await openVisitorLink(db, bearerToken(ctx), at), at);
    ctx.set('Cache-Control', 'no-store');
  });
  router.post(routerPath(MY_MOVE_REVIEW_PATH), async (ctx) => {
    const body = parseInput(ROUTE_INPUTS.myMoveReviewPost.body, ctx.request.body);
    await visitorChange(ctx, (context, subject) => tellMove(market, context, subject, body, answerLanguage(ctx)));
  });
  router.post(routerPath(MY_MOVE_REVIEW_UPDATE_PATH), async (ctx) => {
    const body = parseInput(ROUTE_INPUTS.myMoveReviewUpdate.body, ctx.request.body);
    await visitorChange(ctx, (context, subject) => editReview(market, context, subject, body, answerLanguage(ctx)));
  });
  router.post(routerPath(MY_MOVE_REVIEW_DELETE_PATH), async (ctx) => {
    const body = parseInput(ROUTE_INPUTS.myMoveReviewDelete.body, ctx.request.body);
    await visitorChange(ctx, (context, subject) => removeReview(market, context, subject, body));
  });

  router.post(routerPath(MY_MOVE_REVIEW_WITHDRAW_PATH), async (ctx) => {
    const body = parseInput(ROUTE_INPUTS.myMoveReviewWithdraw.body, ctx.request.body);
    await visitorChange(ctx, (context, subject) => withdrawOutcome(market, context, subject, body));
  });

  router.get(routerPath(LEAD_REVIEW_PATH), async (ctx) => {
    const { request, companyCode } = await companyLinkRequest(db, bearerToken(ctx), now(), false);
    ctx.body = await readLeadReview(db, request, companyCode);
    ctx.set('Cache-Control', 'no-store');
  });
  router.post(routerPath(LEAD_REVIEW_ANSWER_PATH), async (ctx) => {
    const body = parseInput(ROUTE_INPUTS.leadReviewAnswer.body, ctx.request.body);
    await companyChange(ctx, (context, request, companyCode) => answerLeadReview(market, context, request, companyCode, body));
  });
  router.post(routerPath(LEAD_REVIEW_REPORT_PATH), async (ctx) => {
    const body = parseInput(ROUTE_INPUTS.leadReviewReport.body, ctx.request.body);
    await companyChange(ctx, (context, request, companyCode) => reportLeadReview(context, request, companyCode, body));
  });

  router.get(routerPath(COMPANY_REVIEWS_PATH), async (ctx) => {
    const query = parseInput(ROUTE_INPUTS.companyReviews.query, ctx.query);
    ctx.body = await companyReviews(market, query.code);
  });
}
