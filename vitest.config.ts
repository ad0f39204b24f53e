import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { fitViewport } from './scripts/visual/fitViewport.ts';
import { storyScreenshotPath } from './scripts/visual/screenshotPath.ts';
import type { Locale } from './domain/i18n/locale.ts';

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
    '@mui/material/*/index.mjs', '@mui/material/Box', '@mui/material/Stack', '@mui/material/Typography', '@mui/material/Link',
    '@emotion/react', '@emotion/styled', 'date-fns', 'axe-core', 'vitest-browser-react', 'zod',
    // The page stories: the app's stores and forms, and Mock Service Worker answering their API.
    'mobx', 'mobx-react-lite', 'final-form', 'react-final-form', 'msw', 'msw/browser', 'msw-storybook-addon/csf3',
  ],
};

/**
 * The tag of a story that runs in Japanese only: its play function asserts Japanese text. Prefer
 * reading the names it looks for through t() so it runs in both languages.
 */
const JAPANESE_ONLY_TAG = 'japanese-only';

/**
 * Every story as a test in `locale` (issue 28): `storybook` in Japanese, `storybook-en` in English,
 * each with its own baselines (scripts/visual/screenshotPath.ts). One project per language through
 * the Storybook plugin's `initialGlobals`, which sets the story's `locale` global as the toolbar
 * does (a story's own `globals` still win), so both run in one `vitest run`, each test named
 * `storybook-en > …`. The English project keeps its own dependency cache: the plugin gives both the
 * same folder, and two projects pre-bundling into one folder at once (a cold CI run) can replace
 * files the other's browser is loading.
 */
function storybookProject(name: string, locale: Locale) {
  const plugins = [storybookTest({ configDir: '.storybook', initialGlobals: { locale }, tags: locale === 'ja' ? {} : { skip: [JAPANESE_ONLY_TAG] } })];
  const ownCache: Plugin = { name: 'storybook-project-cache', enforce: 'post', config: () => ({ cacheDir: `node_modules/.cache/vitest-${name}` }) };
  return {
    plugins: locale === 'ja' ? plugins : [...plugins, ownCache],
    optimizeDeps: browserOptimizeDeps,
    test: {
      name,
      // Stable pictures: the browser asks for reduced motion (the theme also turns transitions off under test).
      browser: {
        ...browserConfig({ reducedMotion: 'reduce' }),
        commands: { fitViewport },
        expect: { toMatchScreenshot: { resolveScreenshotPath: storyScreenshotPath(locale) } },
      },
      setupFiles: ['.storybook/vitest.setup.ts'],
      // The picture is taken in an afterEach hook, whose matcher may retry for 20 s (.storybook/vitest.setup.ts).
      hookTimeout: 60_000,
      // Issue 28 asks for every component's stories in both languages; the page stories in English
      // (the toolbar shows them) would add 4 to 5 minutes to a CI run that must stay under 30.
      ...(locale === 'ja' ? {} : { exclude: [...configDefaults.exclude, 'stories/pages/**'] }),
    },
  };
}

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
      storybookProject('storybook', 'ja'),
      storybookProject('storybook-en', 'en'),
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
