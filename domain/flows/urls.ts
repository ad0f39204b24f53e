/**
 * Every URL of the front end, written once (spec §2): the build makes one page per flow entry,
 * the server serves each flow's page for every path under it, and the app maps paths to steps.
 */

import { FLOW_IDS, FLOWS, type FlowEntry, type FlowId } from './flows.ts';

export type { FlowEntry };

/** The page outside the app that every error ends on, also after an uncaught rendering error (spec §8). */
export const ERROR_PAGE = '/error.html';

/** The flow entries, by the folder of app/ and the first path segment that holds each: every flow's pages in the registry. */
export const FLOW_ENTRIES: readonly FlowEntry[] = /* @__PURE__ */ FLOW_IDS.flatMap((flow) => FLOWS[flow].entries);

/** The base path of a flow entry: '/kantan-yoyaku/'. */
export function flowBase(entry: FlowEntry): string {
  return `/${entry}/`;
}

/** The first page of `flow`, where a visitor starts it: '/reservation/'. */
export function flowStart(flow: FlowId): string {
  return flowBase(FLOWS[flow].entries[0]);
}

/** Where a path outside a flow, and the site root, go: the estimate flow (spec §2). */
export const FALLBACK_PAGE = flowBase('mitsumori');

/** The entry a partner embeds in its own page (spec §2): served only through the partner's gate (server/embed/). */
export const EMBEDDED_ENTRY = 'embed-mitsumori' satisfies FlowEntry;

/** Quick booking (spec §2 table). */
export const QUICK_BOOKING_PATHS = {
  step1: '/kantan-yoyaku/',
  step2: '/kantan-yoyaku/step2/',
  step3: '/kantan-yoyaku/step3/',
  step4: '/kantan-yoyaku/step4/',
  step5: '/kantan-yoyaku/step5/',
  confirm: '/kantan-yoyaku/confirm/',
  complete: '/kantan-yoyaku/complete/',
  duplicateError: '/kantan-yoyaku/duplicate-error/',
} as const;

/** The estimate flow (spec §2 table). */
export const ESTIMATE_PATHS = {
  step1: '/mitsumori/',
  step2: '/mitsumori/step2/',
  confirm: '/mitsumori/kakunin/',
  complete: '/mitsumori/kanryo/',
} as const;

/**
 * The embedded estimate form: its URL never changes (spec §2), so every step shows on the entry
 * path; these in-memory paths only name the steps for the flow's memory history.
 */
export const EMBEDDED_ESTIMATE_PATHS = {
  step1: '/embed-mitsumori/',
  step2: '/embed-mitsumori/step2/',
  step3: '/embed-mitsumori/step3/',
  confirm: '/embed-mitsumori/kakunin/',
  complete: '/embed-mitsumori/kanryo/',
} as const;

/** The provisional reservation (spec §2 table). */
export const RESERVATION_PATHS = {
  step1: '/reservation/',
  step2: '/reservation/step2/',
  step3: '/reservation/step3/',
  step4: '/reservation/step4/',
  noHit: '/reservation/step4/0/',
  confirm: '/reservation/kakunin/',
  complete: '/reservation/kanryo/',
} as const;

/** The flow entry whose page serves `pathname` ('/kantan-yoyaku/step2/' → 'kantan-yoyaku'), or undefined. */
export function flowEntryOf(pathname: string): FlowEntry | undefined {
  const segment = pathname.split('/')[1];
  return FLOW_ENTRIES.find((entry) => entry === segment);
}

/** `pathname` with its trailing slash, as every flow path is written ('/kantan-yoyaku/step2' → '/kantan-yoyaku/step2/'). */
export function withTrailingSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}
