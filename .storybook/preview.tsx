import Box from '@mui/material/Box';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { HikkoshiThemeProvider } from '../ui/theme/index.ts';
import '../ui/theme/fonts.ts';
import { ComponentDocsPage } from './ComponentDocsPage.tsx';
import { localeGlobalType, localeLoader, storyLocale, storyRootLang } from './locale.ts';
import { productViewports } from './viewports.ts';

/** True while the stories run as vitest tests: animations are switched off for stable screenshots. */
const underTest = import.meta.env.MODE === 'test' || Boolean(import.meta.env.VITEST);

const preview: Preview = {
  tags: ['autodocs'],
  // The story's language (the toolbar's `locale`), active before it renders; Mock Service Worker
  // (msw-storybook-addon): the page stories answer the API in the browser.
  loaders: [localeLoader, mswLoader()],
  globalTypes: localeGlobalType,
  decorators: [
    (Story, { parameters, globals }) => {
      // Keyed by the language, so a change in the toolbar mounts the story afresh (nothing keeps
      // text of the other language).
      const locale = storyLocale(globals);
      const lang = storyRootLang(locale);
      return (
        <HikkoshiThemeProvider reducedMotion={underTest}>
          {/* A page story is the whole page, edge to edge; a component gets a margin. */}
          {parameters.page === true ? (
            <div key={locale} lang={lang}>
              <Story />
            </div>
          ) : (
            <Box key={locale} lang={lang} sx={{ p: 2 }}>
              <Story />
            </Box>
          )}
        </HikkoshiThemeProvider>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    docs: { page: ComponentDocsPage },
    viewport: { options: productViewports },
    a11y: { test: 'error' },
    options: { storySort: { order: ['Introduction', 'Foundations', 'Pages', '*'] } },
  },
  initialGlobals: {
    viewport: { value: 'pc', isRotated: false },
    locale: 'ja',
  },
};

export default preview;
