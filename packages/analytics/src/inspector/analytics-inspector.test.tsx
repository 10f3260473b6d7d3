import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DATA_LAYER_CHANGE_EVENT,
  initDataLayer,
  resetDataLayer,
  setUserValues,
  trackNewsletterSubscribe,
  trackSignInStart,
} from '../index.ts';
import { AnalyticsInspector } from './index.ts';

beforeEach(() => {
  resetDataLayer();
  sessionStorage.clear();
});
afterEach(() => resetDataLayer());

const eventList = () => screen.getByRole('list', { name: 'Events fired' });

describe('given a page without a data layer', () => {
  it('says so, and does not create one', () => {
    render(<AnalyticsInspector />);
    expect(screen.getByRole('region', { name: 'Analytics data layer' })).toBeInTheDocument();
    expect(screen.getByText('No events fired yet.')).toBeInTheDocument();
    expect(screen.getByText('Not created yet.')).toBeInTheDocument();
    expect((window as Window & { digitalData?: unknown }).digitalData).toBeUndefined();
  });
});

describe('given events fired before it mounted', () => {
  it('lists them', () => {
    trackSignInStart();
    render(<AnalyticsInspector />);
    expect(within(eventList()).getByText('signInStart')).toBeInTheDocument();
  });
});

describe('when events are fired while it is shown', () => {
  it('adds them live, with their fields, and shows the layer as JSON', () => {
    initDataLayer();
    render(<AnalyticsInspector />);
    act(() => {
      trackSignInStart();
      trackNewsletterSubscribe({ newsletterName: 'Daily Alert' });
    });
    const items = within(eventList()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'signInStart',
      'newsletterSubscribe',
    ]);
    expect(items[1]).toHaveTextContent('"newsletterName":"Daily Alert"');
    expect(screen.getByRole('heading', { name: 'Events (2)' })).toBeInTheDocument();
    expect(screen.getByText(/"version": "2.2"/)).toBeInTheDocument();
  });

  it('shows user values as they change', () => {
    render(<AnalyticsInspector />);
    act(() =>
      setUserValues({
        state: 'Subscriber',
        focusSkills: [],
        topics: [],
        customAttributes: {},
        marketingCampaigns: [],
        newsletters: [],
      }),
    );
    expect(screen.getByText(/"state": "Subscriber"/)).toBeInTheDocument();
  });
});

describe('after unmount', () => {
  it('removes the listener it added to the window', () => {
    const listening = new Set<EventListenerOrEventListenerObject>();
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type === DATA_LAYER_CHANGE_EVENT && listener) listening.add(listener);
      add(type, listener, options);
    });
    vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
      if (type === DATA_LAYER_CHANGE_EVENT && listener) listening.delete(listener);
      remove(type, listener, options);
    });
    const { unmount } = render(<AnalyticsInspector title="Live" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Live' })).toBeInTheDocument();
    expect(listening.size).toBe(1);
    unmount();
    expect(listening.size).toBe(0);
  });
});
