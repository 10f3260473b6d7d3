import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { logError } from './log.ts';

class WidgetBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface MountedWidget {
  render(props: Record<string, unknown>): void;
  unmount(): void;
}

/**
 * Render a widget into `host`. The CMS's own content of the placeholder is its
 * fallback: it is put back if the widget throws, so a broken widget leaves the
 * page as the editor wrote it and logs one error naming itself.
 */
export function mountWidget(
  host: HTMLElement,
  Widget: ComponentType<Record<string, unknown>>,
  name: string,
): MountedWidget {
  const doc = host.ownerDocument;
  const fallback = Array.from(host.childNodes);
  const container = doc.createElement('div');
  container.style.display = 'contents';
  host.replaceChildren(container);

  let mounted = true;
  const restoreFallback = () => {
    if (!mounted) return;
    mounted = false;
    queueMicrotask(() => {
      root.unmount();
      host.replaceChildren(...fallback);
    });
  };
  const root = createRoot(container, {
    identifierPrefix: `${name}-`,
    onCaughtError(error) {
      logError(`${name} failed while rendering and was removed from the page`, error);
      restoreFallback();
    },
    onUncaughtError(error) {
      logError(`${name} failed while rendering and was removed from the page`, error);
      restoreFallback();
    },
  });

  return {
    render(props) {
      if (!mounted) return;
      root.render(
        <WidgetBoundary>
          <Widget {...props} />
        </WidgetBoundary>,
      );
    },
    unmount() {
      if (!mounted) return;
      mounted = false;
      root.unmount();
      host.replaceChildren(...fallback);
    },
  };
}
