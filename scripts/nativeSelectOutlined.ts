import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { replaceImport } from './replaceImport.ts';

const NATIVE_SELECT = /[\\/]@mui[\\/]material[\\/]NativeSelect[\\/]NativeSelect\.mjs$/;
const OUTLINED_INPUT = createRequire(import.meta.url).resolve('@mui/material/OutlinedInput').replace(/index\.js$/, 'index.mjs');

/**
 * Gives MUI's NativeSelect the outlined input as its default input. NativeSelect builds `<Input />`
 * (the standard variant) at module level as the default of its `input` prop, so every page with a
 * select carried the standard input (0.7 KB of gzip) though ours always passes an outlined one
 * (ui/internal/OutlinedField.tsx). Only the pages' build, like lazyTouchRipple.
 */
export function nativeSelectOutlined(): Plugin {
  return replaceImport('native-select-outlined', { importer: NATIVE_SELECT, source: '../Input/index.mjs', replacement: OUTLINED_INPUT });
}
