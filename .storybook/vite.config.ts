import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { css } from '../packages/build/src/css.ts';
import { messages } from '../packages/build/src/messages.ts';

export default defineConfig({
  plugins: [messages(), react()],
  // The remotes' class names, so a story shows what a page does.
  css,
});
