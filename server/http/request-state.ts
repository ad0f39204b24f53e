import type { Context } from 'koa';

/**
 * What the middleware learns about a request and later middleware reads: the API route that
 * answers it, and the code of the error it was refused with. Kept in
 * `ctx.state` under names of this module alone.
 */
const API_ROUTE = 'apiRoute';
const REFUSAL_CODE = 'refusalCode';

/** Notes the path pattern of the API route answering the request (null: the path takes no such method). */
export function setApiRoute(ctx: Context, route: string | null): void {
  ctx.state[API_ROUTE] = route;
}

/** The path pattern of the route answering the request (e.g. '/api/districts/:prefectureCode/:cityCode/'), or null. */
export function apiRouteOf(ctx: Context): string | null {
  const route: unknown = ctx.state[API_ROUTE];
  return typeof route === 'string' ? route : null;
}

/** Notes the code of the first error the request was refused with (the error handler's answer). */
export function setRefusalCode(ctx: Context, code: string): void {
  ctx.state[REFUSAL_CODE] = code;
}

export function refusalCodeOf(ctx: Context): string | null {
  const code: unknown = ctx.state[REFUSAL_CODE];
  return typeof code === 'string' ? code : null;
}
