import type Router from '@koa/router';
import { MY_MOVE_CANCEL_PATH, MY_MOVE_CHANGE_DATE_PATH, MY_MOVE_DATE_QUOTE_PATH, MY_MOVE_ERASE_PATH, MY_MOVE_PATH, MY_MOVE_SHARING_PATH, MY_MOVE_WITHDRAW_PATH } from '../../domain/api/paths.ts';
import { routerPath } from './router-path.ts';
import { ROUTE_INPUTS } from '../../domain/api/routeInputs.ts';
import type { Context } from 'koa';
import { wordingIn, type MoveWording } from '../delivery/move-wording.ts';
import { bearerToken } from '../http/bearer-token.ts';
import { answerLanguage } from '../http/language.ts';
import { parseInput } from '../http/validate.ts';
import type { WriteContext } from '../marketplace/write-context.ts';
import type { LinkSubject } from '../links/link-subject.ts';
import {
  cancelQuickBooking,
  changeBookingDate,
  eraseNow,
  myMoveView,
  openVisitorLink,
  quoteDateChange,
  withdrawRequest,
} from '../my-move/my-move-service.ts';
import type { Services } from '../services.ts';
import { sharingRecordView } from '../sharing/sharing-record-view.ts';

/**
 * The visitor's page of their request (app/my-move/): the request as it stands, and the visitor's
 * changes to it, each answered in the page's language. Every call opens the link first; each change runs in one transaction that starts
 * by locking the request, so changes of one request take turns across instances.
 */
export function addMyMoveRoutes(router: Router, { db, marketplace: market, reference, now, mail, config }: Services): void {
  /**
   * The page's wording: the page asks in its language (the English page sends `en`), and the answer
   * is written in it. Made before any transaction: English place names may wait for their first read.
   */
  const pageWording = (ctx: Context): Promise<MoveWording> => wordingIn(reference, answerLanguage(ctx));

  /** Runs a change of the request the link opens, in one transaction; it may take or give back units of a company's day. */
  async function change<B>(ctx: Context, write: (context: WriteContext, subject: LinkSubject, wording: MoveWording) => Promise<B>): Promise<void> {
    const at = now();
    const subject = await openVisitorLink(db, bearerToken(ctx), at);
    const wording = await pageWording(ctx);
    ctx.body = await market.bookedUnits.changedBy(() => db.transaction((tx) => write({ tx, now: at, mail }, subject, wording)));
  }

  router.get(routerPath(MY_MOVE_PATH), async (ctx) => {
    const at = now();
    const subject = await openVisitorLink(db, bearerToken(ctx), at);
    ctx.body = await myMoveView(market, db, subject, at, await pageWording(ctx));
  });
  router.get(routerPath(MY_MOVE_SHARING_PATH), async (ctx) => {
    const subject = await openVisitorLink(db, bearerToken(ctx), now());
    ctx.body = await sharingRecordView(db, market.catalogue, subject.reference, answerLanguage(ctx), config.sharingRecordRetentionDays);
  });
  router.post(routerPath(MY_MOVE_CANCEL_PATH), async (ctx) => {
    const request = parseInput(ROUTE_INPUTS.myMoveCancel.body, ctx.request.body);
    await change(ctx, (context, subject, wording) => cancelQuickBooking(market, context, subject, request, wording));
  });
  router.post(routerPath(MY_MOVE_DATE_QUOTE_PATH), async (ctx) => {
    const request = parseInput(ROUTE_INPUTS.myMoveDateQuote.body, ctx.request.body);
    const at = now();
    const subject = await openVisitorLink(db, bearerToken(ctx), at);
    ctx.body = await quoteDateChange(market, db, subject, request, at, answerLanguage(ctx));
  });
  router.post(routerPath(MY_MOVE_CHANGE_DATE_PATH), async (ctx) => {
    const request = parseInput(ROUTE_INPUTS.myMoveChangeDate.body, ctx.request.body);
    await change(ctx, (context, subject, wording) => changeBookingDate(market, context, subject, request, wording));
  });
  router.post(routerPath(MY_MOVE_WITHDRAW_PATH), async (ctx) => {
    const request = parseInput(ROUTE_INPUTS.myMoveWithdraw.body, ctx.request.body);
    await change(ctx, (context, subject, wording) => withdrawRequest(market, context, subject, request, wording));
  });
  router.post(routerPath(MY_MOVE_ERASE_PATH), async (ctx) => {
    const request = parseInput(ROUTE_INPUTS.myMoveErase.body, ctx.request.body);
    await change(ctx, (context, subject, wording) => eraseNow(market, context, subject, request, wording));
  });
}
