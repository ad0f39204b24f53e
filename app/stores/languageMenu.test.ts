import { describe, expect, it, vi } from 'vitest';
import { MemoryHistory } from './history.ts';
import { LanguageMenu } from './languageMenu.ts';

describe('LanguageMenu', () => {
  it('leads to the same page in every language, following the page as it moves', () => {
    const history = new MemoryHistory('/kantan-yoyaku/?pickedDate=2026%2F12%2F05');
    const menu = new LanguageMenu(history);
    const changed = vi.fn();
    menu.subscribe(changed);
    expect(menu.hrefs).toEqual({
      ja: '/kantan-yoyaku/?pickedDate=2026%2F12%2F05',
      en: '/en/kantan-yoyaku/?pickedDate=2026%2F12%2F05',
      zh: '/zh/kantan-yoyaku/?pickedDate=2026%2F12%2F05',
      vi: '/vi/kantan-yoyaku/?pickedDate=2026%2F12%2F05',
    });
    expect(menu.hrefs).toBe(menu.hrefs);
    expect(menu.prerenderedHrefs).toEqual({ ja: '/kantan-yoyaku/', en: '/en/kantan-yoyaku/', zh: '/zh/kantan-yoyaku/', vi: '/vi/kantan-yoyaku/' });
    history.push('/kantan-yoyaku/step5/');
    expect(menu.hrefs.vi).toBe('/vi/kantan-yoyaku/step5/');
    expect(changed).toHaveBeenCalledOnce();
    expect(new LanguageMenu(new MemoryHistory('/zh/my-move/')).hrefs.ja).toBe('/my-move/');
  });

  it('lets every registered flow hand over as the visitor follows a link, until unregistered', () => {
    const menu = new LanguageMenu(new MemoryHistory('/en/my-move/'));
    const handOver = vi.fn();
    const unregister = menu.onFollow(handOver);
    menu.follow('vi');
    expect(handOver).toHaveBeenCalledWith('vi');
    unregister();
    menu.follow('ja');
    expect(handOver).toHaveBeenCalledOnce();
  });
});
