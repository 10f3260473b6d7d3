/**
 * The few W3C WebDriver (classic) commands the engine layer needs, over fetch: a session, a
 * navigation, scripts, element clicks and keys, key actions, window size and screenshots.
 * It only talks to a driver the layer started itself (WebKitWebDriver); it never starts,
 * finds or downloads a driver. https://www.w3.org/TR/webdriver2/
 */

/** How a WebDriver script result names an element (the spec's web element identifier). */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

export interface WebElement {
  [elementKey]: string;
}

export const isWebElement = (value: unknown): value is WebElement =>
  typeof value === 'object' && value !== null && elementKey in value;

/** The spec's key codes for the keys the journeys press. */
export const keyCodes = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Backspace: '\uE003',
  Space: ' ',
} as const;

export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`WebDriver ${command}: ${error}: ${message}`);
  }
}

export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly capabilities: Record<string, unknown>,
  ) {}

  /**
   * A new session on the driver at `driverUrl` (e.g. http://127.0.0.1:4444), given up after
   * `timeoutMs` (the driver starts its browser to answer).
   */
  static async create(
    driverUrl: string,
    alwaysMatch: Record<string, unknown>,
    timeoutMs = commandTimeoutMs,
  ): Promise<WebDriverSession> {
    const value = (await send(
      'POST',
      `${driverUrl}/session`,
      { capabilities: { alwaysMatch } },
      timeoutMs,
    )) as {
      sessionId: string;
      capabilities: Record<string, unknown>;
    };
    return new WebDriverSession(`${driverUrl}/session/${value.sessionId}`, value.capabilities);
  }

  private command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return send(method, `${this.base}${path}`, body);
  }

  navigate(url: string) {
    return this.command('POST', '/url', { url });
  }

  async url(): Promise<string> {
    return (await this.command('GET', '/url')) as string;
  }

  /** Runs `source` as a function body with `args`; a returned promise is awaited (per the spec). */
  execute(source: string, args: unknown[] = []): Promise<unknown> {
    return this.command('POST', '/execute/sync', { script: source, args });
  }

  click(element: WebElement) {
    return this.command('POST', `/element/${element[elementKey]}/click`, {});
  }

  sendKeys(element: WebElement, text: string) {
    return this.command('POST', `/element/${element[elementKey]}/value`, { text });
  }

  clear(element: WebElement) {
    return this.command('POST', `/element/${element[elementKey]}/clear`, {});
  }

  /** Presses and releases one key on whatever has focus. */
  async pressKey(key: string) {
    await this.command('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: key },
            { type: 'keyUp', value: key },
          ],
        },
      ],
    });
    await this.command('DELETE', '/actions');
  }

  async setWindowRect(width: number, height: number) {
    await this.command('POST', '/window/rect', { width, height });
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from((await this.command('GET', '/screenshot')) as string, 'base64');
  }

  async delete() {
    await this.command('DELETE', '');
  }
}

/**
 * How long one command may take: far more than any does, so that a driver that stops
 * answering fails the step with the command's name, not the whole test at its timeout.
 */
const commandTimeoutMs = 60_000;

async function send(
  method: string,
  url: string,
  body?: unknown,
  timeoutMs = commandTimeoutMs,
): Promise<unknown> {
  const command = `${method} ${new URL(url).pathname.replace(/\/session\/[^/]+/, '/session/…')}`;
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await fetch(
      url,
      body === undefined
        ? { method, signal }
        : {
            method,
            signal,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: JSON.stringify(body),
          },
    );
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw new WebDriverError(command, 'no answer', `in ${timeoutMs / 1000} s`);
    throw error;
  }
  let parsed: { value?: unknown };
  try {
    parsed = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError(command, `HTTP ${response.status}`, text);
  }
  const value = parsed.value as { error?: string; message?: string } | null | undefined;
  if (!response.ok || (value && typeof value === 'object' && typeof value.error === 'string'))
    throw new WebDriverError(command, value?.error ?? `HTTP ${response.status}`, value?.message ?? text);
  return parsed.value;
}
