import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/Introduction.mdx', '../stories/**/*.stories.tsx'],
  // Item pictures of the belongings master and the companies' logos live with the app's static
  // files; .storybook/public holds Mock Service Worker's worker script (`npx msw init .storybook/public`).
  staticDirs: ['../app/public', './public'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export default config;
