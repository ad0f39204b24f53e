import { startTransition, use, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FormPartBoundary } from './FormPartBoundary.tsx';

interface PageProps {
  /** The second part's content waits for this (it stays dehydrated meanwhile). */
  wait?: Promise<void>;
  onFirstPartRun?: () => void;
}

function Waiting({ wait }: { wait: Promise<void> }) {
  use(wait);
  return <input aria-label="second" />;
}

function FirstPart({ onRun }: { onRun?: () => void }) {
  useLayoutEffect(() => {
    onRun?.();
  }, [onRun]);
  return <input aria-label="first" />;
}

function Page({ wait, onFirstPartRun }: PageProps) {
  return (
    <>
      <FormPartBoundary>
        <FirstPart onRun={onFirstPartRun} />
      </FormPartBoundary>
      <FormPartBoundary>{wait === undefined ? <input aria-label="second" /> : <Waiting wait={wait} />}</FormPartBoundary>
    </>
  );
}

const containers: HTMLElement[] = [];

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  containers.push(element);
  return element;
}

const disabled = (element: HTMLElement) => [...element.querySelectorAll('fieldset')].map((fieldset) => fieldset.disabled);

afterEach(() => {
  for (const element of containers.splice(0)) element.remove();
});

describe('FormPartBoundary', () => {
  it('keeps every prerendered part disabled until the last one has hydrated', async () => {
    const page = container();
    page.innerHTML = renderToString(<Page />);
    expect(disabled(page)).toEqual([true, true]);
    let release = () => {};
    const wait = new Promise<void>((resolve) => (release = resolve));
    let firstPartRun = false;
    const mismatches: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    startTransition(() => {
      root = hydrateRoot(page, <Page wait={wait} onFirstPartRun={() => {
        firstPartRun = true;
      }} />, {
        onRecoverableError: (error) => mismatches.push(error),
        onCaughtError: (error) => mismatches.push(error),
        onUncaughtError: (error) => mismatches.push(error),
      });
    });
    await expect.poll(() => firstPartRun).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A choice in the first part could change what the second shows before it hydrates.
    expect(disabled(page)).toEqual([true, true]);
    release();
    await expect.poll(() => disabled(page)).toEqual([false, false]);
    expect(mismatches).toEqual([]);
    root.unmount();
  });

  it('enables a part rendered afresh at once, beside a part still loading', async () => {
    const page = container();
    const root = createRoot(page);
    let firstPartRun = false;
    root.render(<Page wait={new Promise<void>(() => {})} onFirstPartRun={() => {
      firstPartRun = true;
    }} />);
    await expect.poll(() => firstPartRun).toBe(true);
    expect(disabled(page)).toEqual([false]);
    root.unmount();
  });
});
