import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { closeDialog, type DialogRequest } from '@masthead/store';
import { startRegistration } from './operations.ts';

/** Milliseconds before a dialog closes after a reset request or the questionnaire. */
export const AUTO_CLOSE_MS = 3000;

export interface AuthFlowOptions<View extends string, Request extends DialogRequest> {
  /** The request the dialog follows; null while it is closed. A new request starts afresh. */
  request: Request | null;
  /** The view a request opens at (null: the dialog is closed). */
  startView: (request: Request | null) => View;
  /** The view whose showing counts as the registration start. */
  registerView: View;
  /** Leaves the page for subscriber registration. Default: `location.assign(url)` of the dialog's window. */
  navigate?: ((url: string) => void) | undefined;
  /** A way to another view carries the email typed so far into it. Default false: each view starts blank. */
  carryEmail?: boolean | undefined;
  /**
   * What `goTo` waits for before it shows `view`, if anything: the code of a view fetched on
   * first use (`loadLaterViews`). The view shows once it settles, failed or not (a view whose
   * code did not come says so in its place). Default: nothing, each view shows at once.
   */
  beforeView?: ((view: View) => Promise<unknown> | undefined) | undefined;
}

export interface AuthFlow<View extends string> {
  view: View;
  /** The email the reader typed, carried from view to view with `carryEmail`; blank for a new request. */
  email: string;
  /** Switches view (once what `beforeView` waits for is in); focus moves to the new view's first field. */
  goTo: (view: View) => void;
  /** The way to `view` for a form's link or button, given the email typed in the form. */
  to: (view: View) => (typed: string) => void;
  /** Closes the dialog, if its request is still the open one. */
  close: () => void;
  /** Closes it 3000 ms from now; cancelled when the view, the request or the dialog goes. */
  closeSoon: () => void;
  /** Put on the element that holds the views. */
  bodyRef: RefObject<HTMLDivElement | null>;
  /** Leaves the page (docs/behaviour.md#registration-flow): the dialog's `navigate`, or its window's. */
  leave: (url: string) => void;
}

/** One dialog's flow state: its view, the email between views, the reset and the auto-close. */
export function useAuthFlow<View extends string, Request extends DialogRequest>({
  request,
  startView,
  registerView,
  navigate,
  carryEmail = false,
  beforeView,
}: AuthFlowOptions<View, Request>): AuthFlow<View> {
  const [view, setView] = useState<View>(() => startView(request));
  const [email, setEmail] = useState('');
  const [shown, setShown] = useState(request);
  if (shown !== request) {
    // A render-time reset: the new request opens at its view, blank.
    setShown(request);
    if (request) {
      setView(startView(request));
      setEmail('');
    }
  }

  const bodyRef = useRef<HTMLDivElement>(null);
  const focusFirstField = useRef(false);
  // The latest way taken wins: a view still waiting for its code is not shown over a later one.
  const latest = useRef(0);
  const goTo = useCallback(
    (next: View) => {
      latest.current += 1;
      const taken = latest.current;
      const show = () => {
        if (taken !== latest.current) return;
        focusFirstField.current = true;
        setView(next);
      };
      const pending = beforeView?.(next);
      if (pending) void pending.then(show, show);
      else show();
    },
    [beforeView],
  );
  // A new request (or the dialog closing) drops a way still waiting for its view's code.
  useEffect(() => {
    latest.current += 1;
  }, [request]);
  const to = (next: View) => (typed: string) => {
    if (carryEmail) setEmail(typed);
    goTo(next);
  };
  // Switching views removes the focused control: focus goes to the new view's first field, in
  // the commit itself. Later, the dialog's focus trap would first have found focus gone and put
  // it on Close, which a screen reader then says before the field.
  useLayoutEffect(() => {
    if (!focusFirstField.current) return;
    focusFirstField.current = false;
    bodyRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [view]);

  const open = request !== null;
  useEffect(() => {
    if (open && view === registerView) void startRegistration();
  }, [open, view, registerView]);

  const close = useCallback(() => closeDialog(request), [request]);
  // Started from the event that asks for it (not an effect, which can run later than the
  // reader saw the confirmation); cleared when the view or the request changes, or on unmount.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closeSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => closeDialog(request), AUTO_CLOSE_MS);
  }, [request]);
  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, [request, view]);

  // The one navigation a widget makes by itself, in the window the dialog is in.
  const leave = (url: string) =>
    navigate ? navigate(url) : (bodyRef.current?.ownerDocument.defaultView ?? window).location.assign(url);

  return { view, email, goTo, to, close, closeSoon, bodyRef, leave };
}
