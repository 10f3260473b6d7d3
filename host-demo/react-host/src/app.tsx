import { Component, lazy, Suspense, type ReactNode } from 'react';
import { loadRemote } from '@module-federation/runtime';
import { selectDialog, selectUser, signIn, signOut, useMasthead } from '@masthead/store';
// The footer remote's published declarations (its dist/@mf-types.d.ts, copied to ./remotes/).
import type * as FooterRemote from 'masthead_footer/Footer';
import { scopeProps } from '@masthead/ui-kit/isolation';
import '@masthead/ui-kit/isolation.css';

// Loaded through federation from the footer's own origin, the first time it renders.
const Footer = lazy(async () => {
  const module = await loadRemote<typeof FooterRemote>('masthead_footer/Footer');
  if (!module) throw new Error('masthead_footer/Footer is unavailable');
  return module;
});

class RemoteBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p role="alert">The footer is unavailable right now.</p> : this.props.children;
  }
}

export function App() {
  const user = useMasthead(selectUser);
  const dialog = useMasthead(selectDialog);
  return (
    <>
      <main className="react-host-main">
        <h1>React host example</h1>
        <p>
          This React application loads <code>masthead_footer/Footer</code> through Module Federation and
          shares one store with it.
        </p>
        <p aria-live="polite">
          {user ? `Signed in as ${user.firstName}.` : 'Anonymous visitor.'}{' '}
          {dialog
            ? `The footer asked for the ${dialog.kind} dialog (${dialog.kind === 'account' ? dialog.view : 'checkout'}).`
            : ''}
        </p>
        {user ? (
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        ) : (
          <button type="button" onClick={() => signIn({ user: { firstName: 'Ada', lastName: 'Lovelace' } })}>
            Sign in as Ada (demo)
          </button>
        )}
      </main>
      <RemoteBoundary>
        <Suspense fallback={<p>Loading the footer…</p>}>
          {/* An isolation root, as the loader's mount is: the app's styles stop here. */}
          <div {...scopeProps}>
            <Footer headingLevel={2} />
          </div>
        </Suspense>
      </RemoteBoundary>
    </>
  );
}
