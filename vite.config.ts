import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { FLOW_ENTRIES } from './domain/flows/urls.ts';
import { firstPageChunks } from './scripts/firstPageChunks.ts';

/** The front end: one page per flow, so each flow loads its own code only (spec §2). */
export default defineConfig({
  root: resolve(import.meta.dirname, 'app'),
  publicDir: resolve(import.meta.dirname, 'app/public'),
  plugins: [react()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    // Made for decoding error reports, never served (server/http/static-files.ts) nor named in the scripts.
    sourcemap: 'hidden',
    rollupOptions: {
      input: Object.fromEntries(FLOW_ENTRIES.map((flow) => [flow, resolve(import.meta.dirname, 'app', flow, 'index.html')])),
      output: { codeSplitting: firstPageChunks() },
    },
  },
});
