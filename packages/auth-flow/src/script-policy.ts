/**
 * The Trusted Types policy `masthead`, through which the captcha and geolocation adapters'
 * `<script src>` goes. A page with `require-trusted-types-for 'script'` refuses a plain string
 * in that sink; such a page names the policy beside its own (`trusted-types masthead
 * nextjs#bundler`, docs/hosting.md). The policy is created on the first script an adapter
 * loads, never before, so a page that uses neither adapter may still send `trusted-types
 * 'none'`; and it turns only the adapters' own script URLs into trusted ones. A browser
 * without Trusted Types gets the plain string.
 */

/** The policy's name, as a page's `trusted-types` directive lists it. */
export const scriptPolicyName = 'masthead';

/** What of a Trusted Types policy the adapters use (TypeScript's DOM types have none). */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/** The adapters' script URLs; `{siteKey}` stands for one URL-encoded value. */
const templates = new Set<string>();
/** One policy per window: a second `createPolicy` with the same name is refused. */
const policies = new WeakMap<TrustedTypesFactory, ScriptUrlPolicy>();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `{siteKey}` as `encodeURIComponent` writes a value: nothing that ends a query parameter. */
const patternOf = (template: string) =>
  new RegExp(`^${template.split('{siteKey}').map(escaped).join("[\\w.!~*'()%-]+")}$`);

/** Lets `loadScript` load the script at `template`: called as an adapter is made with its URL. */
export function allowScriptUrl(template: string): void {
  templates.add(template);
}

function checked(url: string): string {
  for (const template of templates) if (patternOf(template).test(url)) return url;
  throw new TypeError(`[masthead] ${url} is not the script URL of a captcha or geolocation adapter`);
}

/**
 * What to set a script's `src` to for `url`: a TrustedScriptURL of the `masthead` policy where
 * the browser has Trusted Types, else the URL. Throws for a URL no adapter named, and when the
 * page's policy does not allow a policy named `masthead` (with what to add to it).
 */
export function trustedScriptUrl(doc: Document, url: string): string {
  checked(url);
  const factory = (doc.defaultView as (Window & { trustedTypes?: TrustedTypesFactory }) | null)?.trustedTypes;
  if (!factory) return url;
  let policy = policies.get(factory);
  if (!policy) {
    try {
      policy = factory.createPolicy(scriptPolicyName, { createScriptURL: checked });
    } catch (error) {
      throw new Error(
        `[masthead] this page's Content-Security-Policy allows no Trusted Types policy named ` +
          `'${scriptPolicyName}', which loads ${url}: add ${scriptPolicyName} to its trusted-types directive`,
        { cause: error },
      );
    }
    policies.set(factory, policy);
  }
  // A TrustedScriptURL: the DOM's types know only strings for `src`.
  return policy.createScriptURL(url) as string;
}
