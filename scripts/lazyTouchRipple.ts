import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { replaceImport } from './replaceImport.ts';

const BUTTON_BASE = /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]ButtonBase\.mjs$/;
const LAZY_TOUCH_RIPPLE = resolve(import.meta.dirname, '../ui/internal/LazyTouchRipple.tsx');

/**
 * Gives MUI's ButtonBase a TouchRipple loaded only when rendered (ui/internal/LazyTouchRipple.tsx).
 * ButtonBase imports the ripple statically, so every page carried it (2.3 KB of gzip with its
 * keyframes and transitions) though our theme turns it off. Only the pages' build: stories and
 * component tests render MUI's own, which they never mount either.
 */
export function lazyTouchRipple(): Plugin {
  return replaceImport('lazy-touch-ripple', { importer: BUTTON_BASE, source: './TouchRipple.mjs', replacement: LAZY_TOUCH_RIPPLE });
}
