/**
 * Elements from a remote's prerendered markup (a dialog's first view, core/first-view.ts),
 * built node by node with `createElement` and `setAttribute`: no `innerHTML` nor any other
 * HTML parser, which a page with Trusted Types (`require-trusted-types-for 'script'`,
 * `trusted-types 'none'`, as the demo's) refuses. The markup is React's static render
 * (`renderToStaticMarkup`): elements, attributes in double quotes, text, the five escapes and
 * numeric ones, comments. What is not in it is left out rather than guessed at: no
 * `<script>`, `<style>` or other element that runs or loads anything, no `on…` attribute and
 * no `javascript:` URL is ever built, whatever the markup says.
 */

const svgNamespace = 'http://www.w3.org/2000/svg';

const voidElements = new Set(['area', 'br', 'col', 'hr', 'img', 'input', 'source', 'track', 'wbr']);

const refused = new Set([
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'foreignobject',
]);

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** `text` with its character references decoded; an unknown one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
    }
    return named[body.toLowerCase()] ?? reference;
  });
}

const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/**
 * A fragment with the elements of `markup`, or null when it has a part this builder does not
 * take (an element that runs or loads anything, a tag left open): nothing of it is shown then.
 */
export function markupFragment(doc: Document, markup: string): DocumentFragment | null {
  const fragment = doc.createDocumentFragment();
  const open: Element[] = [];
  const parent = (): Node => open[open.length - 1] ?? fragment;
  const tag =
    /<!--[\s\S]*?-->|<\/([a-zA-Z][\w:-]*)\s*>|<([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g;
  let at = 0;
  for (let match = tag.exec(markup); match; match = tag.exec(markup)) {
    const text = markup.slice(at, match.index);
    if (text) parent().appendChild(doc.createTextNode(decodeEntities(text)));
    at = tag.lastIndex;
    const [whole, closing, opening, attributes = '', selfClosing] = match;
    if (whole.startsWith('<!--')) continue;
    if (closing) {
      const name = closing.toLowerCase();
      const index = open.map((element) => element.localName.toLowerCase()).lastIndexOf(name);
      if (index < 0) return null;
      open.length = index;
      continue;
    }
    if (!opening) continue;
    const name = opening.toLowerCase();
    if (refused.has(name)) return null;
    const inSvg = name === 'svg' || open.some((element) => element.namespaceURI === svgNamespace);
    // SVG names keep their case (viewBox, clipPath); HTML names are lower case, as a parser has them.
    const element = inSvg ? doc.createElementNS(svgNamespace, opening) : doc.createElement(name);
    for (const [, attribute = '', ...values] of attributes.matchAll(attributePattern)) {
      const key = inSvg ? attribute : attribute.toLowerCase();
      const value = decodeEntities(values.find((candidate) => candidate !== undefined) ?? '');
      if (/^on/i.test(key)) return null;
      if (urlAttributes.has(key.toLowerCase()) && /^\s*(?:javascript|vbscript|data):/i.test(value))
        return null;
      element.setAttribute(key, value);
    }
    parent().appendChild(element);
    if (!selfClosing && !(voidElements.has(name) && !inSvg)) open.push(element);
  }
  const rest = markup.slice(at);
  if (rest.includes('<')) return null;
  if (rest) parent().appendChild(doc.createTextNode(decodeEntities(rest)));
  return open.length === 0 ? fragment : null;
}
