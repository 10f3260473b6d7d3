/**
 * The later views (later-views.ts) as a dialog renders them: each takes its code from its own
 * chunk, fetched on first use. While it comes, the view's place shows the kit's spinner; when
 * it cannot be fetched, the flow's 'unavailable' message and 'Try again', which fetches it
 * again. A dialog that fetches the code before it switches to such a view (`loadLaterViews`,
 * as `useAuthFlow`'s `beforeView` does) shows it at once, as if it had been there all along.
 */
import {
  Component,
  createElement,
  Suspense,
  use,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { useMessages } from '@masthead/i18n/react';
import { Loader } from '@masthead/ui-kit';
import { FormActions, FormAlert, SecondaryButton } from './buttons.tsx';
import { importOnce } from './lazy.ts';
import type * as LaterViews from './later-views.ts';
import { catalogue } from './messages.ts';
import { ProblemText } from './problem-text.tsx';
import styles from './fields.module.css';

type Views = typeof LaterViews;

/** How the later views' code is fetched. A test replaces `load` to see it fail or wait. */
export const laterViewsCode = { load: (): Promise<Views> => import('./later-views.ts') };

/** The fetch failed: the reader can try again. Any other error goes on to the dialog's owner. */
class LaterViewsUnavailable extends Error {}

/** The code, once in: a view then renders at once, without suspending even once. */
let loaded: Views | undefined;

/** Fetches the later views' code, once (and again after a failure); resolves once it is in. */
export const loadLaterViews = importOnce(() =>
  laterViewsCode.load().then(
    (views) => (loaded = views),
    (cause: unknown) => {
      throw new LaterViewsUnavailable('The later views could not be fetched', { cause });
    },
  ),
);

/**
 * The fetch a view renders from, kept when it fails until it is asked for again (`refetch`):
 * React renders once more after an error, and a new fetch each time would never let the
 * message show.
 */
let rendered: Promise<Views> | undefined;
let renderedFailed = false;
const renderedFetch = () =>
  (rendered ??= loadLaterViews().catch((error: unknown) => {
    renderedFailed = true;
    throw error;
  }));
/** After a failed fetch: the next render fetches again ('Try again', a view shown anew). */
function refetch() {
  if (!renderedFailed) return;
  rendered = undefined;
  renderedFailed = false;
}

/**
 * Moves focus to the first of `selectors` in `container` when focus is nowhere: the control
 * that had it (the view's, or 'Try again') left the page as the view took its place.
 */
function focusIfLost(container: HTMLElement | null, selectors: readonly string[]) {
  const doc = container?.ownerDocument;
  if (!container || !doc || (doc.activeElement && doc.activeElement !== doc.body)) return;
  for (const selector of selectors) {
    const target = container.querySelector<HTMLElement>(selector);
    if (target) return target.focus();
  }
}

/** Runs `effect` as its place is shown: the fallback's, the view's once it is in. */
function OnShown({ effect }: { effect: () => void }) {
  // Once, as it mounts: the effect reads refs only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(effect, []);
  return null;
}

/** The view's code could not be fetched: said, with the way to fetch it again (focused if focus was lost). */
function Unavailable({ place, onRetry }: { place: RefObject<HTMLElement | null>; onRetry: () => void }) {
  const copy = useMessages(catalogue);
  return (
    <>
      <FormAlert>
        <ProblemText text={copy.unavailable} />
      </FormAlert>
      <FormActions>
        <SecondaryButton onClick={onRetry}>{copy.tryAgain}</SecondaryButton>
      </FormActions>
      <OnShown effect={() => focusIfLost(place.current, ['button'])} />
    </>
  );
}

interface FetchedProps {
  place: RefObject<HTMLElement | null>;
  /** The message shows (a remount of the boundary tries again). */
  onFailed: () => void;
  children: ReactNode;
}

/** Catches the failed fetch of the code, and only that; its owner says so. */
class Fetched extends Component<FetchedProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof LaterViewsUnavailable)) throw error;
    return (
      <Unavailable
        place={this.props.place}
        onRetry={() => {
          refetch();
          this.props.onFailed();
          this.setState({ error: null });
        }}
      />
    );
  }
}

/**
 * A later view's place: the spinner while its code comes, the message if it cannot. A view
 * that comes after the reader waited (a retry, a switch whose fetch failed at first) takes
 * focus, to its first field or button, if focus was lost on the way; one there from the start
 * leaves focus to the dialog, as any view does.
 */
function LaterViewPlace({ children }: { children: ReactNode }) {
  // A place shown anew (the dialog opened again) does not keep an earlier fetch's failure.
  useState(refetch);
  const place = useRef<HTMLDivElement>(null);
  const waited = useRef(false);
  const wait = () => {
    waited.current = true;
  };
  const arrived = () => {
    if (!waited.current) return;
    waited.current = false;
    focusIfLost(place.current, ['input, select', 'button']);
  };
  return (
    <div ref={place} className={styles.contents}>
      <Fetched place={place} onFailed={wait}>
        <Suspense
          fallback={
            <>
              <Loader />
              <OnShown effect={wait} />
            </>
          }
        >
          {children}
          <OnShown effect={arrived} />
        </Suspense>
      </Fetched>
    </div>
  );
}

/** The later view `pick` takes from the chunk, rendered in its place. */
function laterView<Props extends object>(pick: (views: Views) => ComponentType<Props>) {
  function Code(props: Props) {
    // The chunk's own component, the same one every render: not a component made in render.
    return createElement(pick(loaded ?? use(renderedFetch())), props);
  }
  return function LaterView(props: Props) {
    return (
      <LaterViewPlace>
        <Code {...props} />
      </LaterViewPlace>
    );
  };
}

export const PasskeysView = laterView((views) => views.PasskeysView);
export const PasskeyOfferView = laterView((views) => views.PasskeyOfferView);
export const ProfileSettingsView = laterView((views) => views.ProfileSettingsView);
export const ResetPasswordView = laterView((views) => views.ResetPasswordView);
