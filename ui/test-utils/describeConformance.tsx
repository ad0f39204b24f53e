import { createTheme, type ThemeOptions } from '@mui/material/styles';
import type { ReactElement, RefCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { createHikkoshiTheme } from '../theme/index.ts';
import { expectNoAxeViolations } from './expectNoAxeViolations.ts';
import { renderWithTheme } from './renderWithTheme.tsx';

/** Props every ui/ component accepts on its root. */
export interface ConformanceProps {
  className?: string;
  ref?: RefCallback<HTMLElement>;
}

export interface ConformanceOptions {
  /** Theme name of the component, e.g. 'HkPriceCalendar'; its `root` style override must apply. */
  themeName: `Hk${string}`;
  /** Renders the component in a representative state with the given root props. */
  render: (props: ConformanceProps) => ReactElement;
  /**
   * Whether a ref reaches the root element (false for components whose root is a portal).
   * @default true
   */
  forwardsRef?: boolean;
}

const CONFORMANCE_CLASS = 'hk-conformance-root';
/** A style no component sets itself, so seeing it proves the theme override was applied. */
const THEME_OVERRIDE = { scrollMarginTop: '13px' } as const;

function rootOf(): HTMLElement {
  const root = document.querySelector<HTMLElement>(`.${CONFORMANCE_CLASS}`);
  if (!root) throw new Error(`No element carries the className ${CONFORMANCE_CLASS}`);
  return root;
}

/**
 * The checks every ui/ component passes (after MUI's describeConformance): className and ref
 * reach the root, the theme's style overrides apply to the root slot, the product font is in
 * use, and axe finds no violation.
 */
export function describeConformance(name: string, options: ConformanceOptions): void {
  const { themeName, render, forwardsRef = true } = options;

  describe(`${name} conformance`, () => {
    it('puts className on its root', async () => {
      await renderWithTheme(render({ className: CONFORMANCE_CLASS }));
      expect(rootOf()).toBeInstanceOf(HTMLElement);
    });

    if (forwardsRef) {
      it('forwards ref to its root element', async () => {
        let received: HTMLElement | null = null;
        await renderWithTheme(render({ className: CONFORMANCE_CLASS, ref: (node) => { received = node; } }));
        expect(received).toBe(rootOf());
      });
    }

    it(`applies the theme's ${themeName} root style overrides`, async () => {
      const overrides = { components: { [themeName]: { styleOverrides: { root: THEME_OVERRIDE } } } } as ThemeOptions;
      await renderWithTheme(render({ className: CONFORMANCE_CLASS }), createTheme(createHikkoshiTheme({ reducedMotion: true }), overrides));
      expect(getComputedStyle(rootOf()).scrollMarginTop).toBe(THEME_OVERRIDE.scrollMarginTop);
    });

    it('uses the theme font', async () => {
      await renderWithTheme(render({ className: CONFORMANCE_CLASS }));
      expect(getComputedStyle(rootOf()).fontFamily).toContain('Noto Sans JP');
    });

    it('has no accessibility violations', async () => {
      await renderWithTheme(render({ className: CONFORMANCE_CLASS }));
      await expectNoAxeViolations(document.body);
    });
  });
}
