/**
 * Every story is a test: each story of every package is rendered in jsdom, its
 * `play` function run, and the result checked with axe, once in the default theme and
 * once in the dark theme of Storybook's toolbar. Network calls go to the story's own MSW
 * handlers (`parameters.msw`), as they do in Storybook.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import axe from 'axe-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pseudoLocale } from '@masthead/i18n';
import preview from '../../.storybook/preview.tsx';

// The browser-only MSW loader is replaced by a Node server below.
setProjectAnnotations([{ ...preview, loaders: [] }]);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// A story's requests still on their way when it ends would answer into the next story (an
// analytics event from a registration's failure landing in the analytics inspector's list):
// each story's network settles first, for at most a few seconds (a story may show a
// request that never answers).
const inFlight = new Set<string>();
server.events.on('request:start', ({ requestId }) => inFlight.add(requestId));
server.events.on('request:end', ({ requestId }) => inFlight.delete(requestId));
afterEach(async () => {
  for (let waited = 0; inFlight.size > 0 && waited < 3000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  // What the last answers set off runs before the next story starts.
  await new Promise((resolve) => setTimeout(resolve, 0));
  inFlight.clear();
  server.resetHandlers();
});
afterAll(() => server.close());

type StoryModule = Parameters<typeof composeStories>[0];
interface ComposedStory {
  parameters: Record<string, unknown>;
  run: () => Promise<void>;
}
const modules = import.meta.glob<StoryModule>(
  ['../../.storybook/*.stories.tsx', '../../packages/*/src/**/*.stories.tsx'],
  { eager: true },
);

function storyHandlers(parameters: Record<string, unknown>): RequestHandler[] {
  const msw = parameters.msw as
    | RequestHandler[]
    | { handlers?: RequestHandler[] | Record<string, RequestHandler | RequestHandler[]> }
    | undefined;
  if (!msw) return [];
  if (Array.isArray(msw)) return msw;
  const { handlers } = msw;
  if (!handlers) return [];
  return Array.isArray(handlers) ? handlers : Object.values(handlers).flat();
}

it('finds stories to run', () => {
  expect(Object.keys(modules).length).toBeGreaterThan(0);
});

const themes = ['default', 'dark'] as const;

// The packages' stories first, then Storybook's own pages (the introduction).
const ordered = Object.entries(modules).sort(
  ([a], [b]) => Number(a.includes('/.storybook/')) - Number(b.includes('/.storybook/')),
);
for (const [path, module] of ordered) {
  const name = path.replace('../../packages/', '').replace('../../', '');
  describe.each(themes)(`${name} (%s theme)`, (theme) => {
    const stories = Object.entries(composeStories(module, { initialGlobals: { theme } })) as [
      string,
      ComposedStory,
    ][];
    it('has stories', () => expect(stories.length).toBeGreaterThan(0));
    for (const [name, Story] of stories) {
      it(name, async () => {
        server.use(...storyHandlers(Story.parameters));
        await Story.run();
        // The toolbar's theme really is on the page the story renders in.
        expect(document.documentElement.dataset.mhTheme).toBe(theme);
        // WCAG 2.2 A and AA. jsdom has no layout, so colour contrast is left to the browser tests.
        const results = await axe.run(document.body, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
          rules: { 'color-contrast': { enabled: false } },
        });
        expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      });
    }
  });
}

/**
 * Every story again in Arabic (right to left) and in the pseudo-locale, as the toolbar's
 * Language sets them: rendered and checked with axe. Their play functions find controls by
 * their English names, so they are left out: these runs check the first render.
 */
const otherLanguages = ['ar', pseudoLocale] as const;
for (const [path, module] of ordered) {
  const name = path.replace('../../packages/', '').replace('../../', '');
  const withoutPlay = Object.fromEntries(
    Object.entries(module).map(([key, story]) =>
      key !== 'default' && story && typeof story === 'object' && 'play' in story
        ? [key, { ...story, play: undefined }]
        : [key, story],
    ),
  ) as StoryModule;
  describe.each(otherLanguages)(`${name} (%s)`, (locale) => {
    const stories = Object.entries(
      composeStories(withoutPlay, { initialGlobals: { theme: 'default', locale } }),
    ) as [string, ComposedStory][];
    for (const [name, Story] of stories) {
      it(name, async () => {
        server.use(...storyHandlers(Story.parameters));
        await Story.run();
        expect(document.documentElement.lang).toBe(locale);
        expect(document.documentElement.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
        const results = await axe.run(document.body, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
          rules: { 'color-contrast': { enabled: false } },
        });
        expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      });
    }
  });
}
