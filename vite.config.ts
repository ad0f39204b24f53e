import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BUILT_PAGE_FOLDERS } from './domain/flows/pageFiles.ts';
import { manifestFileOf } from './scripts/buildManifests.ts';
import { pageCatalogueOfBuild } from './scripts/pageCatalogueOfBuild.ts';
import { firstPageChunks } from './scripts/firstPageChunks.ts';
import { lazyCircularProgress } from './scripts/lazyCircularProgress.ts';
import { lazyTouchRipple } from './scripts/lazyTouchRipple.ts';
import { nativeSelectOutlined } from './scripts/nativeSelectOutlined.ts';
import { muiThemeWithoutCssVariables } from './scripts/muiThemeWithoutCssVariables.ts';

/**
 * The front end, one page per build (scripts/build-client.ts runs `vite build` with each page's
 * folder as the mode): each flow and each private page, into one folder. Built together, the pages
 * shared chunks split by which pages import a module, each compressed apart, and a page loaded
 * chunks holding modules only another page's later steps use (the company's lead page 326 KB of
 * gzip); built apart, a page's first load is React's chunk and one chunk of its own, and each of its
 * catalogues holds the messages of its own files only.
 * package.json declares our modules free of side effects (but CSS): a module none of whose exports
 * a page uses is left out whole, e.g. the zod schemas re-exported beside a page's error codes.
 */
export default defineConfig(({ mode }) => {
  const shared = {
    root: resolve(import.meta.dirname, 'app'),
    publicDir: resolve(import.meta.dirname, 'app/public'),
    plugins: [react(), muiThemeWithoutCssVariables()],
  };
  // Storybook reads this file too, in its own modes, and keeps all but `build`.
  const page = mode;
  if (!BUILT_PAGE_FOLDERS.includes(page)) return shared;
  return {
    ...shared,
    plugins: [...shared.plugins, lazyTouchRipple(), ...lazyCircularProgress(), nativeSelectOutlined(), pageCatalogueOfBuild(page, BUILT_PAGE_FOLDERS.filter((other) => other !== page))],
    build: {
      outDir: resolve(import.meta.dirname, 'dist/client'),
      // Each page's build adds to the folder scripts/build-client.ts emptied.
      emptyOutDir: false,
      target: 'es2022',
      // Every browser the es2022 target runs in but Safari 16 follows <link rel="modulepreload">; Safari 16
      // loads the same chunks as the entry imports them, a step later, so the polyfill is not worth its bytes.
      modulePreload: { polyfill: false },
      // Made for decoding error reports, never served (server/http/static-files.ts) nor named in the scripts.
      sourcemap: 'hidden',
      // Read by scripts/prerender.ts, which removes them.
      manifest: manifestFileOf(page),
      rollupOptions: {
        input: { [page]: resolve(import.meta.dirname, 'app', page, 'index.html') },
        output: { codeSplitting: firstPageChunks(page) },
        // Imported constants written where they are used, as a literal would be: the client's API paths
        // (domain/api/paths.ts) cost no bytes as constants, and the first pages are at their budgets.
        optimization: { inlineConst: true },
      },
    },
  };
});
