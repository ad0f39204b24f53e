// Build-time only (scripts/prerender.ts, in Node): never imported by the browser bundle.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { enableStaticRendering } from 'mobx-react-lite';
import { renderToString } from 'react-dom/server';
import { QUICK_BOOKING_PATHS } from '../../domain/flows/urls.ts';
import { escapeHtmlAttribute } from '../../domain/format/htmlAttribute.ts';
import { createApiClient } from '../api/client.ts';
import { MemoryHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { MemoryStorage } from '../stores/storage.ts';
import { FlowRoot } from '../wizard/FlowRoot.tsx';
import { QuickBookingPage } from './QuickBookingPage.tsx';
import { KantanYoyakuStore } from './store/KantanYoyakuStore.ts';
import { PRERENDER_ATTRIBUTE, prerenderKey } from './prerenderKey.ts';

export interface PrerenderedPage {
  /** The markup of the root element's content. */
  markup: string;
  /** One `<style>` element with every rule the markup uses, in emotion's server format. */
  styleElement: string;
  /** The state the markup shows (see prerenderKey). */
  key: string;
}

/**
 * Step 1 as a first-time visitor sees it, rendered to HTML with its critical CSS, so the page
 * paints before any JavaScript arrives; the browser then hydrates it.
 */
export function prerenderFirstStep(): PrerenderedPage {
  enableStaticRendering(true);
  const root = new RootStore({
    api: createApiClient({ fetch: () => Promise.reject(new Error('no calls while prerendering')), csrfToken: '' }),
    history: new MemoryHistory(QUICK_BOOKING_PATHS.step1),
    storage: new MemoryStorage(),
    device: 'sp',
  });
  const flow = new KantanYoyakuStore(root);
  // Compat mode keeps every inserted rule in `cache.inserted` instead of inline <style> tags.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const markup = renderToString(
    <CacheProvider value={cache}>
      <FlowRoot root={root}>
        <QuickBookingPage flow={flow} />
      </FlowRoot>
    </CacheProvider>,
  );
  const rules = Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  // The browser's emotion cache adopts this element and skips the names it lists.
  const styleElement = `<style data-emotion="css ${rules.map(([name]) => name).join(' ')}">${rules.map(([, css]) => css).join('')}</style>`;
  return { markup, styleElement, key: prerenderKey(flow) };
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
