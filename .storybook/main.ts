import type { StorybookConfig } from '@storybook/react-vite';

/** Collects every package's stories; builds with a plain Vite config (no federation). */
const config: StorybookConfig = {
  // The introduction first: Storybook opens on it.
  stories: ['./introduction.stories.tsx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  // mockServiceWorker.js lives here, not in a remote's public/, so it never ships in a remote.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
