import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from './scripts/chromium.ts';
import { fitViewport } from './scripts/visual/fitViewport.ts';
import { storyScreenshotPath } from './scripts/visual/screenshotPath.ts';
import { STORY_PROJECTS } from './scripts/visual/storyProjects.ts';
import type { Locale } from './domain/i18n/locale.ts';

/** A fresh object per project: vitest mutates `instances`. */
function browserConfig(contextOptions: { reducedMotion?: 'reduce' } = {}) {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions(), contextOptions }),
    instances: [{ browser: 'chromium' as const }],
    // One browser page per project (the pictured stories have two: storybookProject). (This option is
    // deprecated for the top-level one, which would make the project's worker count differ from the
    // others', and vitest refuses that within one run.)
    fileParallelism: false,
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
    // Imported lazily (ui/internal/LazyTouchRipple.tsx): found at run time, it would be bundled then and reload the page mid-run.
    '@mui/material/ButtonBase/TouchRipple',
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
 * Every story as a test in `locale` (issue 28): `storybook` in Japanese, `storybook-en` in English.
 * One project per language through the Storybook plugin's `initialGlobals`, which sets the story's
 * `locale` global as the toolbar does (a story's own `globals` still win), so both run in one
 * `vitest run`, each test named `storybook-en > …`. The English project keeps its own dependency
 * cache: the plugin gives both the same folder, and two projects pre-bundling into one folder at once
 * (a cold CI run) can replace files the other's browser is loading.
 *
 * Pictures in one language (issue 35): the Japanese project compares every story with its baseline
 * (scripts/visual/screenshotPath.ts); the English one runs every component story's play function and
 * accessibility check in English without a picture. A picture per language costs a run per language
 * (issue 37 adds two) and shows the same layout with other words; what English changes (a text that
 * reads wrong, a label the play function looks for, contrast, names for screen readers) the play
 * functions and axe check here, and the English end-to-end walks see the real pages at both widths.
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
        // The pictured stories in two browsers side by side, the pages in one and the components in the
        // other (about half the time each): one browser page takes a story at a time, and most of a
        // story's time is the browser laying out and encoding its picture, which the other core can do.
        ...(locale === 'ja' ? { instances: PICTURED_INSTANCES.map(({ part, include, exclude }) => ({ browser: 'chromium' as const, name: `${name} (${part})`, include, exclude })) } : {}),
        commands: { fitViewport },
        expect: { toMatchScreenshot: { resolveScreenshotPath: storyScreenshotPath(locale) } },
      },
      // The story files one after another in one frame: each file in a fresh frame imported the
      // stories' whole module graph again (React, MUI, the app's stores), about a third of the
      // project's time. A story renders into a root of its own and sets its language, viewport and
      // API answers itself, as the stories of one file always did one after another.
      isolate: false,
      setupFiles: ['.storybook/vitest.setup.ts'],
      // The picture is taken in an afterEach hook, whose matcher may retry for 20 s (.storybook/vitest.setup.ts).
      hookTimeout: 60_000,
      // A play function of thirty interactions (BelongingsSteps' StepThroughAndAnswer) takes 1 s on its
      // own and passed 15 s once in CI, where the api and e2e files share the 2 cores with three browsers.
      testTimeout: 30_000,
      // Issue 28 asks for every component's stories in both languages; the page stories are run
      // in Japanese only (the English end-to-end tests walk the real pages).
      ...(locale === 'ja' ? {} : { exclude: [...configDefaults.exclude, 'stories/pages/**'] }),
    },
  };
}

/** The pictured project's two browsers (storybookProject): the page stories, and every other story. */
const PICTURED_INSTANCES = [
  { part: 'pages', include: ['stories/pages/**/*.stories.tsx'], exclude: configDefaults.exclude },
  { part: 'components', include: ['stories/**/*.stories.tsx'], exclude: [...configDefaults.exclude, 'stories/pages/**'] },
];

/** Node projects: no process a test starts may outlive the run (tests/support/process-guard.ts). */
const processGuard = { globalSetup: ['tests/support/process-guard.ts'], setupFiles: ['tests/support/process-marker.ts'] };

export default defineConfig({
  test: {
    // Four test files at a time in the node projects (api and e2e share the four), whatever the
    // machine's core count says (vitest's default on 2 cores is one): an api or e2e file mostly waits
    // (a server starting, a page settling, a crash and restart), and on 2 cores four of them beside
    // the browsers kept the CPU at about half its time busy; two left the run 2 minutes longer
    // (issue 35). Every project of one run must have the same count; the browser projects keep one
    // page each (storybookProject, browserConfig).
    maxWorkers: 4,
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
      storybookProject(STORY_PROJECTS.ja, 'ja'),
      storybookProject(STORY_PROJECTS.en, 'en'),
      {
        test: {
          name: 'api',
          environment: 'node',
          globalSetup: ['tests/support/pglite-template.ts', 'tests/support/server-build.ts', ...processGuard.globalSetup],
          setupFiles: processGuard.setupFiles,
          include: ['tests/api/**/*.test.ts'],
          // The files of a worker share one module graph (issue 35): each file imported the server's
          // graph and built the reference indexes again. No test mocks a module; each builds its own
          // servers, databases, clocks and metrics registry, so nothing one file does is seen by the next.
          isolate: false,
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
          // Four files at a time (maxWorkers): each has its own server process, port, database and Chromium.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
