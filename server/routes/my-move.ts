import type Router from '@koa/router';
import type { Context } from 'koa';
import {
  myMoveCancelRequestSchema,
  myMoveDateChangeRequestSchema,
  myMoveDateQuoteRequestSchema,
  myMoveEraseRequestSchema,
  myMoveWithdrawRequestSchema,
} from '../../domain/api/myMove.ts';
import { parseInput } from '../http/validate.ts';
import type { Marketplace } from '../marketplace/marketplace.ts';
import type { WriteContext } from '../marketplace/write-context.ts';
import type { LinkSubject } from '../links/private-link.ts';
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

/** The private link's token, from `Authorization: Bearer <token>` (never from the URL); '' when there is none. */
function bearerToken(ctx: Context): string {
  return /^Bearer ([^\s]+)$/.exec(ctx.get('authorization'))?.[1] ?? '';
}

/**
 * The visitor's page of their request (app/my-move/): the request as it stands, and the visitor's
 * changes to it. Every call opens the link first; each change runs in one transaction that starts
 * by locking the request, so changes of one request take turns across instances.
 */
export function addMyMoveRoutes(router: Router, { db, marketplace: market, now, mail }: Services): void {
  /** Runs a change of the request the link opens; this instance's calendars hear of capacity it moved at once. */
  async function change<B>(ctx: Context, write: (market: Marketplace, context: WriteContext, subject: LinkSubject) => Promise<B>): Promise<void> {
    const at = now();
    const subject = await openVisitorLink(db, bearerToken(ctx), at);
    try {
      ctx.body = await db.transaction((tx) => write(market, { tx, now: at, mail }, subject));
    } finally {
      market.bookedUnits.bookingsChanged();
    }
  }

  router.get('/my-move/', async (ctx) => {
    const at = now();
    const subject = await openVisitorLink(db, bearerToken(ctx), at);
    ctx.body = await myMoveView(market, db, subject, at);
  });
  router.post('/my-move/cancel/', async (ctx) => {
    const request = parseInput(myMoveCancelRequestSchema, ctx.request.body);
    await change(ctx, (market, context, subject) => cancelQuickBooking(market, context, subject, request));
  });
  router.post('/my-move/date-quote/', async (ctx) => {
    const request = parseInput(myMoveDateQuoteRequestSchema, ctx.request.body);
    const at = now();
    const subject = await openVisitorLink(db, bearerToken(ctx), at);
    ctx.body = await quoteDateChange(market, db, subject, request, at);
  });
  router.post('/my-move/change-date/', async (ctx) => {
    const request = parseInput(myMoveDateChangeRequestSchema, ctx.request.body);
    await change(ctx, (market, context, subject) => changeBookingDate(market, context, subject, request));
  });
  router.post('/my-move/withdraw/', async (ctx) => {
    const request = parseInput(myMoveWithdrawRequestSchema, ctx.request.body);
    await change(ctx, (market, context, subject) => withdrawRequest(market, context, subject, request));
  });
  router.post('/my-move/erase/', async (ctx) => {
    const request = parseInput(myMoveEraseRequestSchema, ctx.request.body);
    await change(ctx, (market, context, subject) => eraseNow(market, context, subject, request));
  });
}
