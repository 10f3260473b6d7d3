import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getDataLayer,
  getUserValues,
  initDataLayer,
  pushEvent,
  resetDataLayer,
  setUserValues,
  subscribeToDataLayer,
  type DataLayerChange,
  type UserValues,
} from './index.ts';

type PageWindow = Window & { digitalData?: Record<string, unknown> };
const page = window as PageWindow;

const someUser: UserValues = {
  state: 'Registered',
  focusSkills: [],
  topics: [],
  customAttributes: {},
  marketingCampaigns: [],
  newsletters: [],
};

beforeEach(() => resetDataLayer());
afterEach(() => resetDataLayer());

describe('given a page without a data layer', () => {
  it('has no digitalData until analytics first touches it (nothing at import time)', () => {
    expect(page.digitalData).toBeUndefined();
  });

  it('creates a CEDDL-style window.digitalData, version 2.2, site identifier type desktop', () => {
    initDataLayer();
    expect(page.digitalData).toEqual({
      version: '2.2',
      site: { siteIdentifierType: 'desktop' },
      page: { pageInfo: { pageName: 'most-popular' }, attributes: { deviceCategory: 'Desktop' } },
      user: {},
      event: [],
    });
  });

  it('takes the page name it is given', () => {
    initDataLayer({ pageName: 'the-latest' });
    expect(getDataLayer().page.pageInfo.pageName).toBe('the-latest');
  });
});

describe('given a data layer made by someone else (another remote, the tag manager)', () => {
  it('keeps every existing value and event and adds only what is missing', () => {
    const theirs = {
      event: [{ eventInfo: { eventName: 'pageView' } }],
      page: { pageInfo: { pageName: 'home' } },
      custom: 1,
    };
    page.digitalData = theirs;
    const data = getDataLayer();
    expect(data).toBe(theirs);
    expect(data).toMatchObject({ version: '2.2', custom: 1, page: { pageInfo: { pageName: 'home' } } });
    pushEvent('mine');
    expect(data.event.map((e) => e.eventInfo.eventName)).toEqual(['pageView', 'mine']);
  });

  it('is idempotent: initialising twice leaves one layer with its events', () => {
    initDataLayer();
    pushEvent('first');
    initDataLayer();
    expect(getDataLayer().event).toHaveLength(1);
  });
});

describe('events', () => {
  it('are appended as { eventInfo: { eventName, timeStamp, ...fields } }', () => {
    vi.useFakeTimers({ now: Date.parse('2024-06-10T12:00:00.000Z') });
    pushEvent('newsletterSubscribe', { newsletterName: 'Daily Alert', eventName: 'ignored' });
    vi.useRealTimers();
    expect(getDataLayer().event).toEqual([
      {
        eventInfo: {
          eventName: 'newsletterSubscribe',
          timeStamp: '2024-06-10T12:00:00.000Z',
          newsletterName: 'Daily Alert',
        },
      },
    ]);
  });
});

describe('user values', () => {
  it('sit under user.profile.profileInfo, and null leaves no user info', () => {
    setUserValues(someUser);
    expect(getDataLayer().user).toEqual({ profile: { profileInfo: someUser } });
    expect(getUserValues()).toEqual(someUser);
    setUserValues(null);
    expect(getDataLayer().user).toEqual({});
    expect(getUserValues()).toBeNull();
  });
});

describe('subscribers', () => {
  it('hear events and user changes until they unsubscribe', () => {
    const changes: DataLayerChange[] = [];
    const unsubscribe = subscribeToDataLayer((change) => changes.push(change));
    const event = pushEvent('signInStart');
    setUserValues(someUser);
    unsubscribe();
    pushEvent('signInSuccess');
    expect(changes).toEqual([
      { kind: 'event', event },
      { kind: 'user', user: someUser },
    ]);
  });

  it('a throwing subscriber does not break the widget that fired the event', () => {
    const reported = vi.fn((event: ErrorEvent) => event.preventDefault());
    window.addEventListener('error', reported);
    const unsubscribe = subscribeToDataLayer(() => {
      throw new Error('broken subscriber');
    });
    expect(() => pushEvent('signInStart')).not.toThrow();
    expect(getDataLayer().event).toHaveLength(1);
    unsubscribe();
    window.removeEventListener('error', reported);
  });
});

describe('a separate window', () => {
  it('gets its own data layer and leaves the global one alone', () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const other = frame.contentWindow!;
    pushEvent('inFrame', {}, other);
    expect((other as PageWindow).digitalData).toMatchObject({
      event: [{ eventInfo: { eventName: 'inFrame' } }],
    });
    expect(page.digitalData).toBeUndefined();
    frame.remove();
  });
});
