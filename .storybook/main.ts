import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/Introduction.mdx', '../stories/**/*.stories.tsx'],
  // Item pictures of the belongings master live with the app's static files.
  staticDirs: ['../app/public'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
};

export default config;
