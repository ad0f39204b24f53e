/** The layout variant of a page (spec §1); the embedded iframe flow has its own entry. */
export type DeviceType = 'pc' | 'sp';

const MOBILE_AGENT = /iPhone|iPod|Android.+Mobile|Windows Phone|Mobile Safari/i;
/** Narrow screens get the mobile layout whatever the agent says. */
export const MOBILE_MAX_WIDTH = 767;

/** Mobile when the agent is a phone or the viewport is narrow. */
export function detectDevice(userAgent: string, viewportWidth: number): DeviceType {
  return MOBILE_AGENT.test(userAgent) || viewportWidth <= MOBILE_MAX_WIDTH ? 'sp' : 'pc';
}
