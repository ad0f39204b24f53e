import { describe, expect, it, vi } from 'vitest';
import { browserHistory, MemoryHistory, memoryHistoryOfPage } from './history.ts';

/** The part of a window the browser history uses: a URL, pushState and replaceState, popstate and hashchange. */
class FakeWindow extends EventTarget {
  url: URL;
  readonly assigned: string[] = [];

  constructor(url: string) {
    super();
    this.url = new URL(url, 'https://hikkoshi.example.jp');
  }

  get location() {
    return {
      pathname: this.url.pathname,
      search: this.url.search,
      hash: this.url.hash,
      assign: (url: string) => this.assigned.push(url),
    };
  }

  get history() {
    return {
      pushState: (_state: unknown, _unused: string, url: string) => (this.url = new URL(url, this.url)),
      replaceState: (_state: unknown, _unused: string, url: string) => (this.url = new URL(url, this.url)),
    };
  }

  /** The visitor goes back to `url`, or opens another fragment. */
  visit(url: string, event: 'popstate' | 'hashchange'): void {
    this.url = new URL(url, this.url);
    this.dispatchEvent(new Event(event));
  }

  asWindow(): Window {
    return this as unknown as Window;
  }
}

describe('browserHistory: the same page in the other language', () => {
  it('keeps the path, query and fragment under the other prefix', () => {
    const japanese = browserHistory(new FakeWindow('/my-move/#token-abc').asWindow(), 'ja');
    expect(japanese.urlIn('en')).toBe('/en/my-move/#token-abc');
    const english = browserHistory(new FakeWindow('/en/kantan-yoyaku/?pickedDate=2026%2F12%2F05&fromZipCd=1600022').asWindow(), 'en');
    expect(english.urlIn('ja')).toBe('/kantan-yoyaku/?pickedDate=2026%2F12%2F05&fromZipCd=1600022');
    expect(english.urlIn('en')).toBe('/en/kantan-yoyaku/?pickedDate=2026%2F12%2F05&fromZipCd=1600022');
  });

  it('follows the steps the app pushes and the ones the visitor goes back to', () => {
    const win = new FakeWindow('/en/mitsumori/');
    const history = browserHistory(win.asWindow(), 'en');
    history.push('/mitsumori/step2/');
    expect([win.url.pathname, history.urlIn('ja')]).toEqual(['/en/mitsumori/step2/', '/mitsumori/step2/']);
    history.replace('/mitsumori/kakunin/');
    expect(history.urlIn('ja')).toBe('/mitsumori/kakunin/');
    win.visit('/en/mitsumori/', 'popstate');
    expect(history.urlIn('ja')).toBe('/mitsumori/');
  });

  it('tells of every change of URL until unsubscribed: push, replace, back or forward, another fragment', () => {
    const win = new FakeWindow('/reservation/');
    const history = browserHistory(win.asWindow(), 'ja');
    const changed = vi.fn();
    const unsubscribe = history.onUrlChange(changed);
    history.push('/reservation/step2/');
    history.replace('/reservation/step2/');
    win.visit('/reservation/', 'popstate');
    win.visit('/my-move/#other', 'hashchange');
    expect(changed).toHaveBeenCalledTimes(4);
    unsubscribe();
    history.push('/reservation/step2/');
    win.visit('/reservation/', 'popstate');
    expect(changed).toHaveBeenCalledTimes(4);
  });
});

describe('MemoryHistory: the same page in the other language', () => {
  it('is the current entry under the other prefix, told on every move', () => {
    const history = new MemoryHistory('/kantan-yoyaku/?pickedDate=2026%2F12%2F05');
    const changed = vi.fn();
    history.onUrlChange(changed);
    expect(history.urlIn('en')).toBe('/en/kantan-yoyaku/?pickedDate=2026%2F12%2F05');
    history.push('/kantan-yoyaku/step2/');
    expect(history.urlIn('en')).toBe('/en/kantan-yoyaku/step2/');
    history.go(-1);
    expect(history.urlIn('ja')).toBe('/kantan-yoyaku/?pickedDate=2026%2F12%2F05');
    history.replace('/kantan-yoyaku/step3/');
    expect(changed).toHaveBeenCalledTimes(3);
  });

  it('of a page whose URL never changes (the embedded form) is that page, whatever step shows', () => {
    const win = new FakeWindow('/en/embed-mitsumori/?partner=P001');
    const history = memoryHistoryOfPage(win.asWindow(), 'en');
    history.push('/embed-mitsumori/step2/');
    expect(history.pathname).toBe('/embed-mitsumori/step2/');
    expect(history.urlIn('ja')).toBe('/embed-mitsumori/?partner=P001');
    expect(history.urlIn('en')).toBe('/en/embed-mitsumori/?partner=P001');
    history.leave('/error.html');
    expect(win.assigned).toEqual(['/en/error.html']);
  });
});
