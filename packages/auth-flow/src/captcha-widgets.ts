/**
 * The Cloudflare Turnstile and hCaptcha adapters: each loads its provider's script once
 * (explicit rendering), renders a widget for one token in a container of its own, runs it,
 * and removes the widget and the container again. The container goes inside the open dialog
 * (the element with focus is in it), so a challenge a reader must answer shows where they are
 * and within the dialog's focus trap; with no dialog, at the end of the body.
 */
import type { CaptchaProvider } from './captcha-providers.ts';
import { allowScriptUrl } from './script-policy.ts';
import { loadScript } from './script.ts';

interface TurnstileLike {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  execute(widget: string | HTMLElement): void;
  remove(widget: string): void;
}

interface HcaptchaLike {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  execute(widget: string, options: { async: true }): Promise<{ response: string }>;
  remove(widget: string): void;
}

export interface WidgetCaptchaOptions {
  /** The provider's script URL. Default its documented URL with `render=explicit`. */
  scriptUrl?: string;
  /** The document to load the script into. Default the global document, read when first used. */
  doc?: Document;
}

/** A container for one widget, in the dialog the reader is in; removed by the returned function. */
function widgetContainer(doc: Document): { element: HTMLElement; remove: () => void } {
  const element = doc.createElement('div');
  element.setAttribute('data-masthead-captcha', '');
  const dialog = doc.activeElement?.closest('[role="dialog"], dialog');
  (dialog ?? doc.body).append(element);
  return { element, remove: () => element.remove() };
}

function globalOf<T>(doc: Document, name: string): T {
  const value = (doc.defaultView as (Window & Record<string, unknown>) | null)?.[name];
  if (!value) throw new Error(`The captcha script did not define ${name}`);
  return value as T;
}

/**
 * Cloudflare Turnstile: `turnstile.render` with the site key and the action (which the server
 * checks siteverify's answer against), run at once, its token passed to the callback.
 */
export function turnstileProvider(options: WidgetCaptchaOptions = {}): CaptchaProvider {
  const src = options.scriptUrl ?? 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
  allowScriptUrl(src);
  return {
    async execute(siteKey, { action }) {
      const doc = options.doc ?? document;
      await loadScript(src, doc);
      const turnstile = globalOf<TurnstileLike>(doc, 'turnstile');
      const container = widgetContainer(doc);
      let widget: string | undefined;
      try {
        return await new Promise<string>((resolve, reject) => {
          widget = turnstile.render(container.element, {
            sitekey: siteKey,
            action,
            appearance: 'interaction-only',
            execution: 'execute',
            callback: (token: string) => resolve(token),
            'error-callback': (code: unknown) => reject(new Error(`Turnstile failed (${String(code)})`)),
            'expired-callback': () => reject(new Error('The Turnstile token expired')),
          });
          turnstile.execute(container.element);
        });
      } finally {
        if (widget !== undefined) turnstile.remove(widget);
        container.remove();
      }
    },
  };
}

/** hCaptcha: an invisible widget with the site key, run with `hcaptcha.execute(…, { async: true })`. */
export function hcaptchaProvider(options: WidgetCaptchaOptions = {}): CaptchaProvider {
  const src = options.scriptUrl ?? 'https://js.hcaptcha.com/1/api.js?render=explicit';
  allowScriptUrl(src);
  return {
    async execute(siteKey) {
      const doc = options.doc ?? document;
      await loadScript(src, doc);
      const hcaptcha = globalOf<HcaptchaLike>(doc, 'hcaptcha');
      const container = widgetContainer(doc);
      let widget: string | undefined;
      try {
        widget = hcaptcha.render(container.element, { sitekey: siteKey, size: 'invisible' });
        return (await hcaptcha.execute(widget, { async: true })).response;
      } finally {
        if (widget !== undefined) hcaptcha.remove(widget);
        container.remove();
      }
    },
  };
}
