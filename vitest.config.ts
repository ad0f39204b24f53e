import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { fitViewport } from './scripts/visual/fitViewport.ts';
import { storyScreenshotPath } from './scripts/visual/screenshotPath.ts';

/** A fresh object per project: vitest mutates `instances`. */
function browserConfig(contextOptions: { reducedMotion?: 'reduce' } = {}) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions(), contextOptions }),
    instances: [{ browser: 'chromium' as const }],
  };
}

/**
 * Dependencies of the browser projects, pre-bundled up front: otherwise Vite discovers them
 * mid-run on a cold cache (CI), re-optimises and reloads, and tests fail with a second React copy.
 */
const browserOptimizeDeps = {
  include: [
    'react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime',
    '@mui/material/*/index.mjs', '@emotion/react', '@emotion/styled', 'date-fns', 'axe-core', 'vitest-browser-react',
    // The page stories: the app's stores and forms, and Mock Service Worker answering their API.
    'mobx', 'mobx-react-lite', 'final-form', 'react-final-form', 'msw', 'msw/browser', 'msw-storybook-addon/csf3',
  ],
};

/** Node projects: no process a test starts may outlive the run (tests/support/process-guard.ts). */
const processGuard = { globalSetup: ['tests/support/process-guard.ts'], setupFiles: ['tests/support/process-marker.ts'] };

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts'],
      exclude: ['domain/**/*.test.ts', 'domain/**/index.ts', 'domain/testing/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 95 },
    },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts'],
          globalSetup: ['tests/support/pglite-template.ts', ...processGuard.globalSetup],
          setupFiles: processGuard.setupFiles,
          // Creating an embedded database takes seconds on a busy 2-core machine.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        optimizeDeps: browserOptimizeDeps,
        test: {
          name: 'ui',
          include: ['ui/**/*.test.tsx', 'app/**/*.test.tsx'],
          browser: browserConfig(),
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: browserOptimizeDeps,
        test: {
          name: 'storybook',
          // Stable pictures: the browser asks for reduced motion (the theme also turns transitions off under test).
          browser: { ...browserConfig({ reducedMotion: 'reduce' }), commands: { fitViewport }, expect: { toMatchScreenshot: { resolveScreenshotPath: storyScreenshotPath } } },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          globalSetup: ['tests/support/pglite-template.ts', 'tests/support/server-build.ts', ...processGuard.globalSetup],
          setupFiles: processGuard.setupFiles,
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          globalSetup: ['tests/support/pglite-template.ts', 'tests/support/server-build.ts', ...processGuard.globalSetup],
          setupFiles: processGuard.setupFiles,
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
