import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { MemoryHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { MemoryStorage } from '../stores/storage.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { FlowRoot } from './FlowRoot.tsx';

function Broken(): never {
  throw new Error('a rendering bug');
}

describe('FlowRoot', () => {
  it('sends the browser to /error.html on an uncaught rendering error (spec §2, §8), and renders nothing of the broken page', async () => {
    // React reports the caught error on the console as well; that is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const history = new MemoryHistory('/kantan-yoyaku/');
    const root = new RootStore({ api: new FakeApi(), history, storage: new MemoryStorage(), device: 'pc' });
    const screen = await render(
      <FlowRoot root={root}>
        <p>before</p>
        <Broken />
      </FlowRoot>,
    );
    await expect.poll(() => history.leftTo).toBe('/error.html');
    expect(screen.container.textContent).toBe('');
    consoleError.mockRestore();
  });
});
