import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { resetMastheadStore } from '@masthead/store';
import { startRelocatableWorker } from './msw-worker.ts';

/**
 * Every story starts on a fresh page (one reset store) with the network mocked by
 * MSW. A story sets its own handlers in `parameters.msw`; the same stories run as
 * tests in jsdom (tests/stories), where the runner applies those handlers itself.
 */
const preview: Preview = {
  loaders: [mswLoader(startRelocatableWorker)],
  beforeEach: () => {
    resetMastheadStore();
  },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
  tags: ['autodocs'],
};

export default preview;
