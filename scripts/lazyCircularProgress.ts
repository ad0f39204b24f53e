import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { replaceImport } from './replaceImport.ts';

/** A component of ui/ (not the lazy wrapper itself, which imports MUI's spinner). */
const OUR_COMPONENTS = /[\\/]ui[\\/](?!internal[\\/]LazyCircularProgress)[A-Za-z]+[\\/][A-Za-z]+\.tsx$/;
/** MUI's buttons, which show the spinner with their `loading` prop. */
const MUI_BUTTONS = /[\\/]@mui[\\/]material[\\/](Button|IconButton)[\\/]\1\.mjs$/;
const LAZY_CIRCULAR_PROGRESS = resolve(import.meta.dirname, '../ui/internal/LazyCircularProgress.tsx');

/**
 * Gives our components and MUI's buttons a CircularProgress loaded only when rendered
 * (ui/internal/LazyCircularProgress.tsx). They import MUI's spinner statically, so every first page
 * carried it (0.9 KB of gzip) though no first paint shows one. Only the pages' build: stories and
 * component tests render MUI's own, so their pictures never catch the placeholder.
 */
export function lazyCircularProgress(): Plugin[] {
  return [
    replaceImport('lazy-circular-progress', { importer: OUR_COMPONENTS, source: '@mui/material/CircularProgress', replacement: LAZY_CIRCULAR_PROGRESS }),
    replaceImport('lazy-circular-progress-in-buttons', { importer: MUI_BUTTONS, source: '../CircularProgress/index.mjs', replacement: LAZY_CIRCULAR_PROGRESS }),
  ];
}
