// Build-time only (scripts/prerender.ts, in Node): never imported by the browser bundle.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeHtmlAttribute } from '../../domain/format/htmlAttribute.ts';
import { activeLocale } from '../../domain/i18n/i18n.ts';
import { createApiClient } from '../api/client.ts';
import type { DeviceType } from '../stores/device.ts';
import { MemoryHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { MemoryStorage } from '../stores/storage.ts';
import { FlowRoot } from './FlowRoot.tsx';
import { PRERENDER_ATTRIBUTE } from './prerenderAttribute.ts';

export interface PrerenderedPage {
  /** The markup of the root element's content. */
  markup: string;
  /** One `<style>` element with every rule the markup uses, in emotion's server format. */
  styleElement: string;
  /** The state the markup shows (the flow's prerender key). */
  key: string;
}

/** What a flow gives the build to prerender its first step: the same createFlow, render and key as its bootFlow. */
export interface PrerenderedFlow<F> {
  /** The first step's URL. */
  url: string;
  /** The layout rendered: 'sp', the one Lighthouse's mobile run and most visitors see. */
  device: DeviceType;
  createFlow(root: RootStore): F;
  render(flow: F): ReactNode;
  prerenderKey(flow: F): string;
}

/**
 * A flow's first step as a first-time visitor sees it at `now`, rendered to HTML with its critical
 * CSS, so the page paints before any JavaScript arrives; the browser then hydrates it (bootFlow). It
 * is written in the active language (the build renders each language's page in turn).
 */
export function prerenderFlow<F>(page: PrerenderedFlow<F>, now: Date): PrerenderedPage {
  enableStaticRendering(true);
  const root = new RootStore({
    now: () => now,
    api: createApiClient({ fetch: () => Promise.reject(new Error('no calls while prerendering')), csrfToken: '' }),
    history: new MemoryHistory(page.url),
    storage: new MemoryStorage(),
    device: page.device,
    locale: activeLocale(),
  });
  const flow = page.createFlow(root);
  // Compat mode keeps every inserted rule in `cache.inserted` instead of inline <style> tags.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <FlowRoot root={root}>{page.render(flow)}</FlowRoot>
    </CacheProvider>,
  );
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  // The browser's emotion cache adopts this element and skips the names it lists.
  const styleElement = `<style data-emotion="css ${rules.map(([name]) => name).join(' ')}">${rules.map(([, css]) => css).join('')}</style>`;
  return { markup, styleElement, key: page.prerenderKey(flow) };
}

/**
 * The built page with the prerendered step in its root element and its styles in the head. The
 * scripts are no longer needed for the first paint, so they load at low priority and leave the
 * bandwidth of a slow connection to the page itself.
 */
export function withPrerender(html: string, page: PrerenderedPage): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !html.includes('</head>')) throw new Error('the page has no empty #root or no </head>');
  return html
    .replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ')
    .replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ')
    .replace('</head>', `${page.styleElement}</head>`)
    .replace(root, `<div id="root" ${PRERENDER_ATTRIBUTE}="${escapeHtmlAttribute(page.key)}">${page.markup}</div>`);
}
