import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { getDataLayer, resetDataLayer } from '@masthead/analytics';
import { createStartup, type MastheadLoaderState } from './startup.ts';

const configUrl = 'https://pages.example/masthead.config.json';
const config = { remotes: { footer: 'https://cdn.example/footer/mf-manifest.json' } };

/** The config's one route: each test says what it answers. */
let answer: () => Response | Promise<Response> = () => HttpResponse.json(config);
const server = setupServer(http.get(configUrl, () => answer()));

let consoleError: MockInstance<typeof console.error>;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetDataLayer();
  const script = document.createElement('script');
  script.dataset.mastheadConfig = configUrl;
  document.head.append(script);
});
afterEach(() => {
  answer = () => HttpResponse.json(config);
  document.head.replaceChildren();
});
afterAll(() => server.close());

const errors = () => consoleError.mock.calls.map(([message]) => String(message));
const loaderEvents = () =>
  getDataLayer()
    .event.map((event) => event.eventInfo)
    .filter((info) => info.eventName === 'loaderUnavailable');

describe('given a config the loader can use', () => {
  it('is starting until its code is in, then started; nothing is logged', async () => {
    const startup = createStartup(document);
    expect(startup.state()).toEqual({ status: 'starting' });
    await expect(startup.first).resolves.toMatchObject({ remotes: config.remotes });
    expect(startup.state()).toEqual({ status: 'starting' });
    startup.started();
    expect(startup.state()).toEqual({ status: 'started' });
    await expect(startup.retry()).resolves.toBe(true);
    expect(errors()).toEqual([]);
  });
});

describe.each([
  {
    what: 'a 404',
    serve: () => new HttpResponse('Not found', { status: 404 }),
    reason: 'config-unreachable',
    message: `config ${configUrl} answered 404`,
  },
  {
    what: 'a network error (refused, or no CORS header)',
    serve: () => HttpResponse.error(),
    reason: 'config-unreachable',
    message: `config ${configUrl} could not be fetched (the network, or no Access-Control-Allow-Origin header for this page)`,
  },
  {
    what: 'a body that is not JSON',
    serve: () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } }),
    reason: 'config-not-json',
    message: `config ${configUrl} is not JSON`,
  },
  {
    what: 'an invalid config',
    serve: () => HttpResponse.json({ remotes: { fotter: 'x' } }),
    reason: 'config-invalid',
    message: `config ${configUrl}: config.remotes.fotter is not a Masthead remote`,
  },
  {
    what: 'a config naming no remote',
    serve: () => HttpResponse.json({ remotes: {} }),
    reason: 'no-remotes',
    message: `config ${configUrl} names no remote in config.remotes`,
  },
])('given $what for the config', ({ serve, reason, message }) => {
  beforeEach(() => {
    answer = serve;
  });

  it('is unavailable, saying why; one console error names the cause; one loaderUnavailable event', async () => {
    const startup = createStartup(document);
    await expect(startup.first).resolves.toBeNull();
    expect(startup.state()).toEqual({ status: 'unavailable', reason, message });
    expect(errors()).toEqual([`[masthead] could not start: ${message}; no widget will mount`]);
    await vi.waitFor(() => expect(loaderEvents()).toEqual([expect.objectContaining({ reason, message })]));
  });

  it('starts on a retry once the config is back, and its config then settles', async () => {
    const startup = createStartup(document);
    await startup.first;
    const seen: MastheadLoaderState['status'][] = [];
    startup.subscribe((state) => seen.push(state.status));
    answer = () => HttpResponse.json(config);
    await expect(startup.retry()).resolves.toBe(true);
    await expect(startup.config).resolves.toMatchObject({ remotes: config.remotes });
    startup.started();
    expect(seen).toEqual(['starting', 'started']);
    expect(errors()).toHaveLength(1);
  });

  it('says so again when a retry fails again, with one more error and event; a second retry meanwhile is joined', async () => {
    const startup = createStartup(document);
    await startup.first;
    const retrying = startup.retry();
    expect(startup.retry()).toBe(retrying);
    await expect(retrying).resolves.toBe(false);
    expect(startup.state()).toMatchObject({ status: 'unavailable', reason });
    expect(errors()).toHaveLength(2);
    await vi.waitFor(() => expect(loaderEvents()).toHaveLength(2));
  });
});

describe('a retry', () => {
  it('asks past the browser cache, where a failed answer may have been kept', async () => {
    answer = () => new HttpResponse(null, { status: 503 });
    const startup = createStartup(document);
    await startup.first;
    let cache: RequestCache | undefined;
    answer = () => HttpResponse.json(config);
    server.events.on('request:start', ({ request }) => {
      cache = request.cache;
    });
    await startup.retry();
    server.events.removeAllListeners();
    expect(cache).toBe('no-cache');
  });
});

describe('a config that does not answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts as unreachable after the default load timeout, 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer = () => new Promise<Response>(() => undefined);
    const startup = createStartup(document);
    let settled = false;
    void startup.first.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    expect(startup.state()).toEqual({ status: 'starting' });
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(startup.state()).toMatchObject({
      status: 'unavailable',
      reason: 'config-unreachable',
      message: `config ${configUrl} did not answer within 10000 ms`,
    });
  });
});

describe("the loader's own code", () => {
  it('that cannot load leaves it unavailable for good: a retry cannot help', async () => {
    const startup = createStartup(document);
    await startup.first;
    startup.codeFailed(new TypeError('Failed to fetch dynamically imported module'));
    expect(startup.state()).toEqual({
      status: 'unavailable',
      reason: 'code-unreachable',
      message: 'its code could not load',
    });
    await expect(startup.retry()).resolves.toBe(false);
    expect(errors()).toEqual(['[masthead] could not start: its code could not load; no widget will mount']);
  });

  it('with no tag naming the config, says so', async () => {
    document.head.replaceChildren();
    const startup = createStartup(document);
    await startup.first;
    expect(startup.state()).toMatchObject({
      status: 'unavailable',
      reason: 'config-unreachable',
      message: 'no <script data-masthead-config="…"> names the config URL',
    });
  });
});
