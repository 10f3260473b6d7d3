import { withPageNonce } from '@masthead/ui-kit/page-nonce';
import { trustedScriptUrl } from './script-policy.ts';

/** One load per URL and document, shared by every caller. */
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Appends `<script async src>` to the document's head once and resolves when it has loaded.
 * A failed load is forgotten, so a later call tries again. Only an adapter's script URL
 * (script-policy.ts) is loaded; the script carries the page's nonce, as the loader's links do.
 */
export function loadScript(src: string, doc: Document = document): Promise<void> {
  let perDoc = loads.get(doc);
  if (!perDoc) {
    perDoc = new Map();
    loads.set(doc, perDoc);
  }
  const known = perDoc.get(src);
  if (known) return known;
  let url: string;
  try {
    url = trustedScriptUrl(doc, src);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const cache = perDoc;
  const loading = new Promise<void>((resolve, reject) => {
    const script = withPageNonce(doc.createElement('script'));
    script.async = true;
    script.src = url;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        cache.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      },
      { once: true },
    );
    doc.head.append(script);
  });
  cache.set(src, loading);
  return loading;
}
