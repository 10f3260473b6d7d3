import { Component, startTransition, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { scopeAttribute } from '@masthead/ui-kit/isolation';
import type { EditorWords, Locale } from '@masthead/i18n';
import { LocaleScope, useLanguageAttributes } from '@masthead/i18n/react';
import { logError } from '../common/log.ts';
import { mountedAttribute } from '../common/prerendered.ts';
import { carryOver } from './carry-over.ts';

class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The widget's language on its container, kept as it changes: its text is read, hyphenated and
 * set right to left (Arabic) as that language, whatever the page around it is in.
 */
function Language({ container, children }: { container: HTMLElement; children: ReactNode }) {
  const { lang, dir } = useLanguageAttributes();
  useLayoutEffect(() => {
    container.setAttribute('lang', lang);
    container.setAttribute('dir', dir);
  }, [container, lang, dir]);
  return children;
}

/** Runs `onCommit` once the widget's first render is in the DOM, before the browser paints. */
function FirstCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

let announceFirstRender: () => void = () => undefined;
/**
 * Settles once the first widget or dialog on the page has rendered: the loader holds
 * page-level work (the session, analytics) until then, so it never delays that render.
 */
export const firstRender = new Promise<void>((resolve) => {
  announceFirstRender = resolve;
});

export interface MountedWidget {
  render(props: Record<string, unknown>): void;
  unmount(): void;
}

/**
 * Render a widget into `host`. The CMS's own content of the placeholder is its
 * fallback: it stays until the widget's first render is committed and the two swap
 * in the same frame (no empty frame, no layout shift; what a reader did in a prerendered
 * fallback moves across, prerendered.ts), and it is put back if the
 * widget throws, so a broken widget leaves the page as the editor wrote it and logs
 * one error naming itself. With `onError`, that error goes there instead of the console.
 */
export function mountWidget(
  host: HTMLElement,
  Widget: ComponentType<Record<string, unknown>>,
  name: string,
  onError?: (error: unknown) => void,
  /**
   * `urgent` renders at once, in the task that calls `render`; `deferrable` renders in a
   * transition, which React works on in slices, so an urgent widget whose code arrives
   * meanwhile renders between two slices instead of after the whole of it.
   */
  priority: 'urgent' | 'deferrable' = 'urgent',
  /** The placement's own language (the nearest `lang` inside the page's); null: the page's. */
  locale: Locale | null = null,
  /** An editor's own words for this placement. */
  words: EditorWords | null = null,
): MountedWidget {
  const doc = host.ownerDocument;
  const fallback = Array.from(host.childNodes);
  const container = doc.createElement('div');
  container.style.display = 'contents';
  container.setAttribute(mountedAttribute, '');
  // The page's styles stop here: the widget inside looks as it does on a bare page.
  container.setAttribute(scopeAttribute, '');
  host.append(container);

  let mounted = true;
  const removeFallback = () => {
    carryOver(host, container);
    for (const node of fallback) if (node.parentNode === host) node.remove();
    announceFirstRender();
  };
  const restoreFallback = () => {
    if (!mounted) return;
    mounted = false;
    queueMicrotask(() => {
      root.unmount();
      host.replaceChildren(...fallback);
    });
  };
  const failed = (error: unknown) => {
    if (!mounted) return;
    if (onError) onError(error);
    else logError(`${name} failed while rendering and was removed from the page`, error);
    restoreFallback();
  };
  const root = createRoot(container, {
    identifierPrefix: `${name}-`,
    onCaughtError: failed,
    onUncaughtError: failed,
  });

  return {
    render(props) {
      if (!mounted) return;
      const update = () =>
        root.render(
          <FirstCommit onCommit={removeFallback}>
            <LocaleScope locale={locale} words={words}>
              <Language container={container}>
                <WidgetBoundary>
                  <Widget {...props} />
                </WidgetBoundary>
              </Language>
            </LocaleScope>
          </FirstCommit>,
        );
      if (priority === 'deferrable') startTransition(update);
      else flushSync(update);
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      host.replaceChildren(...fallback);
    },
  };
}
