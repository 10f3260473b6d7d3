import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { css } from '@masthead/build/css';
import { messages } from '@masthead/build/messages';

export default defineConfig({
  plugins: [messages(), react()],
  // The remotes' class names, so a story shows what a page does.
  css,
});
