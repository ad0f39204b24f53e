import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { MemoryHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { MemoryStorage } from '../stores/storage.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { withPrerender } from '../wizard/prerender.tsx';
import { prerenderFirstStep } from './prerender.tsx';
import { PRERENDER_ATTRIBUTE, prerenderKey } from './prerenderKey.ts';
import { QuickBookingStore } from './store/QuickBookingStore.ts';

const BUILT_PAGE =
  '<!doctype html><html><head><title>t</title><script type="module" crossorigin src="/a.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/b.js"></head><body><div id="root"></div></body></html>';

describe('prerendering quick-booking step 1', () => {
  const page = prerenderFirstStep(new Date());

  it('renders the first step with its fields', () => {
    expect(page.markup).toContain('引越し元・引越し先を入力してください');
    expect(page.markup).toContain('id="from-prefecture"');
    expect(page.markup).toContain('次へ進む');
  });

  it('collects the CSS of every class the markup uses into one element', () => {
    expect(page.styleElement).toMatch(/^<style data-emotion="css [^"]+">.+<\/style>$/s);
    // css-0 is emotion's class for an empty style: it has no rule.
    const classes = new Set([...page.markup.matchAll(/\bcss-[a-z0-9]+/g)].map(([name]) => name).filter((name) => name !== 'css-0'));
    expect(classes.size).toBeGreaterThan(10);
    for (const name of classes) expect(page.styleElement).toContain(`.${name}`);
  });

  it('names the state of a first visit, which a fresh browser store matches', () => {
    const store = new QuickBookingStore(new RootStore({ api: new FakeApi(), history: new MemoryHistory('/kantan-yoyaku/'), storage: new MemoryStorage(), device: 'pc' }));
    expect(page.key).toBe(prerenderKey(store));
    const prefilled = new QuickBookingStore(new RootStore({
      api: new FakeApi(),
      history: new MemoryHistory('/kantan-yoyaku/?toTodofukenCd=27'),
      storage: new MemoryStorage(),
      device: 'pc',
    }));
    expect(page.key).not.toBe(prerenderKey(prefilled));
  });

  it('puts the markup into the empty root and the styles into the head', () => {
    const html = withPrerender(BUILT_PAGE, page);
    expect(html).toContain(`${page.styleElement}</head>`);
    expect(html).toContain(`<div id="root" ${PRERENDER_ATTRIBUTE}="`);
    expect(html).toContain(`${page.markup}</div></body>`);
    expect(() => withPrerender(html, page)).toThrow(/no empty #root/);
  });

  it('loads the scripts at low priority: the first paint no longer needs them', () => {
    const html = withPrerender(BUILT_PAGE, page);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js">');
  });
});

describe('prerendering quick-booking step 1 in English (the build renders /en/kantan-yoyaku/ too)', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('writes the step in English, under the key of a first visit to the English page, so the browser hydrates it as it is', async () => {
    await activateLocale('en');
    const page = prerenderFirstStep(new Date());
    expect(page.markup).toContain('Enter where you are moving from and to');
    expect(page.markup).toContain('Quick Booking');
    expect(page.markup).toContain('>Next<');
    expect(page.markup).not.toContain('引越し元・引越し先を入力してください');
    expect(page.markup).not.toContain('次へ進む');
    const store = new QuickBookingStore(new RootStore({ api: new FakeApi(), history: new MemoryHistory('/kantan-yoyaku/'), storage: new MemoryStorage(), device: 'pc', locale: 'en' }));
    expect(page.key).toBe(prerenderKey(store));
  });
});
