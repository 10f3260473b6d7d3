import { render } from '@testing-library/react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MastheadProvider } from './provider.tsx';
import { fakePageApi, loaderRuns, noLoader } from './test-page-api.ts';

const navigateTo = (href: string) => {
  const event = new CustomEvent('masthead:navigate', { detail: { href }, cancelable: true });
  document.dispatchEvent(event);
  return event;
};

beforeEach(noLoader);
afterEach(noLoader);

describe('MastheadProvider', () => {
  describe('lending React', () => {
    it('given the loader runs after hydration, lends this page’s React once it is there', () => {
      const api = fakePageApi();
      render(<MastheadProvider />);
      expect(api.lendReact).not.toHaveBeenCalled();
      loaderRuns(api);
      expect(api.lendReact).toHaveBeenCalledTimes(1);
      const [lent] = api.lendReact.mock.calls[0] as [Record<string, { version?: string }>];
      expect(lent.react?.version).toBe(React.version);
      expect(lent.reactDom?.version).toBe(ReactDOM.version);
      expect(Object.keys(lent).sort()).toEqual(['jsxRuntime', 'react', 'reactDom', 'reactDomClient']);
    });

    it('given the loader already ran, lends at once, and once only when the effect runs again', () => {
      const api = fakePageApi();
      loaderRuns(api);
      render(
        <React.StrictMode>
          <MastheadProvider />
        </React.StrictMode>,
      );
      expect(api.lendReact).toHaveBeenCalledTimes(1);
    });

    it('with lendReact={false}, lends nothing', () => {
      const api = fakePageApi();
      render(<MastheadProvider lendReact={false} />);
      loaderRuns(api);
      expect(api.lendReact).not.toHaveBeenCalled();
    });
  });

  describe('when a widget’s link is clicked', () => {
    it('routes a same-origin link through navigate, as path, query and fragment, and cancels the load', () => {
      const navigate = vi.fn();
      render(<MastheadProvider navigate={navigate} lendReact={false} />);
      const event = navigateTo(`${window.location.origin}/magazine?issue=3#top`);
      expect(navigate).toHaveBeenCalledWith('/magazine?issue=3#top');
      expect(event.defaultPrevented).toBe(true);
    });

    it('uses the latest navigate it was given', () => {
      const first = vi.fn();
      const second = vi.fn();
      const { rerender } = render(<MastheadProvider navigate={first} lendReact={false} />);
      rerender(<MastheadProvider navigate={second} lendReact={false} />);
      navigateTo('/podcasts');
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenCalledWith('/podcasts');
    });

    it('leaves the click to the browser for another origin, without navigate, or when navigate declines', () => {
      const navigate = vi.fn((href: string) => href !== '/not-ours');
      const { unmount } = render(<MastheadProvider navigate={navigate} lendReact={false} />);
      expect(navigateTo('https://elsewhere.example/').defaultPrevented).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
      expect(navigateTo('/not-ours').defaultPrevented).toBe(false);
      unmount();
      render(<MastheadProvider lendReact={false} />);
      expect(navigateTo('/magazine').defaultPrevented).toBe(false);
    });
  });

  describe('after unmount', () => {
    it('neither routes links nor lends', () => {
      const navigate = vi.fn();
      const api = fakePageApi();
      const removed = vi.spyOn(document, 'removeEventListener');
      const { unmount } = render(<MastheadProvider navigate={navigate} />);
      unmount();
      expect(removed.mock.calls.map(([type]) => type).sort()).toEqual([
        'masthead:navigate',
        'masthead:ready',
      ]);
      expect(navigateTo('/magazine').defaultPrevented).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
      loaderRuns(api);
      expect(api.lendReact).not.toHaveBeenCalled();
    });
  });
});
