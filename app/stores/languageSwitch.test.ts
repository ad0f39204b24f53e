import { describe, expect, it, vi } from 'vitest';
import { MemoryHistory } from './history.ts';
import { LanguageSwitch } from './languageSwitch.ts';

describe('LanguageSwitch', () => {
  it('leads to the same page in the other language, following the page as it moves', () => {
    const history = new MemoryHistory('/kantan-yoyaku/?pickedDate=2026%2F12%2F05');
    const japanese = new LanguageSwitch(history, 'ja');
    const changed = vi.fn();
    japanese.subscribe(changed);
    expect([japanese.target, japanese.href, japanese.prerenderedHref]).toEqual(['en', '/en/kantan-yoyaku/?pickedDate=2026%2F12%2F05', '/en/kantan-yoyaku/']);
    history.push('/kantan-yoyaku/step5/');
    expect(japanese.href).toBe('/en/kantan-yoyaku/step5/');
    expect(changed).toHaveBeenCalledOnce();
    expect(new LanguageSwitch(history, 'en').href).toBe('/kantan-yoyaku/step5/');
  });

  it('lets every registered flow hand over as the visitor follows it, until unregistered', () => {
    const languageSwitch = new LanguageSwitch(new MemoryHistory('/en/my-move/'), 'en');
    const handOver = vi.fn();
    const unregister = languageSwitch.onFollow(handOver);
    languageSwitch.follow();
    expect(handOver).toHaveBeenCalledWith('ja');
    unregister();
    languageSwitch.follow();
    expect(handOver).toHaveBeenCalledOnce();
  });
});
