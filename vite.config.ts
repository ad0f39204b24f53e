import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { BUILT_PRIVATE_PAGES, privatePageFolder } from './domain/flows/privatePages.ts';
import { FLOW_ENTRIES } from './domain/flows/urls.ts';
import { firstPageChunks } from './scripts/firstPageChunks.ts';
import { muiThemeWithoutCssVariables } from './scripts/muiThemeWithoutCssVariables.ts';

/** Every page the build makes: one per flow, so each flow loads its own code only (spec §2), and the private pages. */
const PAGE_FOLDERS = [...FLOW_ENTRIES, ...BUILT_PRIVATE_PAGES.map(privatePageFolder)];

/** The front end. */
export default defineConfig({
  root: resolve(import.meta.dirname, 'app'),
  publicDir: resolve(import.meta.dirname, 'app/public'),
  plugins: [react(), muiThemeWithoutCssVariables()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // Made for decoding error reports, never served (server/http/static-files.ts) nor named in the scripts.
    sourcemap: 'hidden',
    rollupOptions: {
      input: Object.fromEntries(PAGE_FOLDERS.map((folder) => [folder, resolve(import.meta.dirname, 'app', folder, 'index.html')])),
      output: { codeSplitting: firstPageChunks() },
    },
  },
});
