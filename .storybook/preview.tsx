import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { resetMastheadStore } from '@masthead/store';
import { directionOf, loadLocale, locales, pseudoLocale, resolveLocale } from '@masthead/i18n';
import { LocaleScope } from '@masthead/i18n/react';
import { startRelocatableWorker } from './msw-worker.ts';
import { darkTheme, defaultTheme } from '@masthead/ui-kit/tokens';
// The reset the loader adopts on every page, so a story renders as the widget does there.
import '@masthead/ui-kit/isolation.css';

const themes = { default: defaultTheme, dark: darkTheme } as const;
type ThemeName = keyof typeof themes;

/**
 * Applies the chosen theme the way a host page does: the tokens as custom properties on the
 * preview page's root (dialogs and slide-in panels are placed in the body, so a wrapper would
 * miss them), and the page's own background, as a host would set it. Both are undone when the
 * story goes.
 */
function ThemeScope({ name, doc, children }: { name: ThemeName; doc: Document; children: ReactNode }) {
  useLayoutEffect(() => {
    applyTheme(doc, name);
    return () => applyTheme(doc, 'default');
  }, [doc, name]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeScope
    name={context.globals.theme === 'dark' ? 'dark' : 'default'}
    doc={context.canvasElement.ownerDocument}
  >
    <Story />
  </ThemeScope>
);

function applyTheme(doc: Document, name: ThemeName): void {
  const root = doc.documentElement;
  const theme = themes[name];
  for (const [property, value] of Object.entries(theme)) {
    if (name === 'default') root.style.removeProperty(property);
    else root.style.setProperty(property, value);
  }
  doc.body.style.background = name === 'default' ? '' : theme['--mh-color-surface'];
  doc.body.style.color = name === 'default' ? '' : theme['--mh-color-text'];
  root.dataset.mhTheme = name;
}

/**
 * Renders the story in the toolbar's language, as a placement with that `lang` would: the
 * widgets' words (fetched before the story renders, `beforeEach`), and the page's `lang` and
 * `dir` (Arabic right to left), which dialogs and panels placed in the body follow too.
 */
function LanguageScope({ tag, doc, children }: { tag: string; doc: Document; children: ReactNode }) {
  const locale = resolveLocale(tag);
  useLayoutEffect(() => {
    const root = doc.documentElement;
    root.setAttribute('lang', locale);
    root.setAttribute('dir', directionOf(locale));
    return () => {
      root.setAttribute('lang', 'en');
      root.setAttribute('dir', 'ltr');
    };
  }, [doc, locale]);
  return <LocaleScope locale={locale}>{children}</LocaleScope>;
}

const withLanguage: Decorator = (Story, context) => (
  <LanguageScope tag={String(context.globals.locale ?? 'en')} doc={context.canvasElement.ownerDocument}>
    <Story />
  </LanguageScope>
);

const languageNames: Record<string, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ar: 'العربية',
  [pseudoLocale]: 'Pseudo-locale (accented, longer)',
};

/**
 * Every story starts on a fresh page (one reset store) with the network mocked by
 * MSW. A story sets its own handlers in `parameters.msw`; the same stories run as
 * tests in jsdom (tests/stories), where the runner applies those handlers itself, in
 * both themes.
 */
const preview: Preview = {
  loaders: [mswLoader(startRelocatableWorker)],
  beforeEach: async ({ globals }) => {
    resetMastheadStore();
    await loadLocale(resolveLocale(String(globals.locale ?? 'en')));
  },
  decorators: [withTheme, withLanguage],
  globalTypes: {
    theme: {
      description: 'Theme of every widget (the documented --mh-* tokens)',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'default', title: 'Default theme' },
          { value: 'dark', title: 'Dark theme' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of every widget (a placement’s lang)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [...locales, pseudoLocale].map((value) => ({ value, title: languageNames[value] ?? value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', locale: 'en' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
  tags: ['autodocs'],
};

export default preview;
