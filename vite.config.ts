import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BUILT_PRIVATE_PAGES, privatePageFolder } from './domain/flows/privatePages.ts';
import { FLOW_ENTRIES } from './domain/flows/urls.ts';
import { BUILDS, manifestFileOf } from './scripts/buildManifests.ts';
import { englishCatalogueOfBuild } from './scripts/englishCatalogueOfBuild.ts';
import { firstPageChunks } from './scripts/firstPageChunks.ts';
import { muiThemeWithoutCssVariables } from './scripts/muiThemeWithoutCssVariables.ts';

/**
 * The front end, in two builds into one folder (`npm run build` runs both): the flows, one page per
 * flow so each loads its own code only (spec §2), then with `--mode private-pages` the pages a
 * private link opens. Built together, a private page loaded every flow chunk holding a module it
 * shares with that flow (the company's lead page 326 KB of gzip); built apart, each build's chunks
 * are grouped for its own pages' first load, and the flows' first pages keep their chunks.
 * package.json declares our modules free of side effects (but CSS): a module none of whose exports
 * a page uses is left out whole, e.g. the zod schemas re-exported beside a page's error codes.
 */
export default defineConfig(({ mode }) => {
  const build = mode === BUILDS['private-pages'] ? 'private-pages' : 'flows';
  const privateFolders = BUILT_PRIVATE_PAGES.map(privatePageFolder);
  const folders: readonly string[] = build === 'flows' ? FLOW_ENTRIES : privateFolders;
  const otherFolders: readonly string[] = build === 'flows' ? privateFolders : FLOW_ENTRIES;
  return {
    root: resolve(import.meta.dirname, 'app'),
    publicDir: resolve(import.meta.dirname, 'app/public'),
    plugins: [react(), muiThemeWithoutCssVariables(), englishCatalogueOfBuild(folders, otherFolders)],
    build: {
      outDir: resolve(import.meta.dirname, 'dist/client'),
      // The second build adds to the first's folder.
      emptyOutDir: build === 'flows',
      target: 'es2022',
      // Made for decoding error reports, never served (server/http/static-files.ts) nor named in the scripts.
      sourcemap: 'hidden',
      // Read by scripts/prerender.ts, which removes them.
      manifest: manifestFileOf(build),
      rollupOptions: {
        input: Object.fromEntries(folders.map((folder) => [folder, resolve(import.meta.dirname, 'app', folder, 'index.html')])),
        output: { codeSplitting: firstPageChunks(folders) },
      },
    },
  };
});
