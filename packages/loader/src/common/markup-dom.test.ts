import { describe, expect, it } from 'vitest';
import { decodeEntities, markupFragment } from './markup-dom.ts';

/** The fragment's markup as the browser would serialise it, or null. */
const built = (markup: string) => {
  const fragment = markupFragment(document, markup);
  if (!fragment) return null;
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder;
};

describe('building prerendered markup without an HTML parser', () => {
  it('builds what React renders: attributes as a parser has them, text decoded, comments left out', () => {
    const holder = built(
      '<span hidden=""></span><div role="dialog" aria-labelledby="t"><h2 id="t">Sign In</h2>' +
        '<form noValidate="" action="#"><p>Don&#x27;t have an account?<!-- --> <button type="button">Create an account</button></p>' +
        '<input autofocus="" id="e" type="email" autoComplete="username webauthn" aria-required="true" name="emailAddress" value=""/>' +
        '<a href="/help?a=1&amp;b=2">Help &amp; support</a></form></div>',
    )!;
    const form = holder.querySelector('form')!;
    expect(form.noValidate).toBe(true);
    expect(form.getAttribute('action')).toBe('#');
    const email = holder.querySelector<HTMLInputElement>('input[name="emailAddress"]')!;
    expect(email.autocomplete).toBe('username webauthn');
    expect(email.hasAttribute('autofocus')).toBe(true);
    expect(email.value).toBe('');
    expect(holder.querySelector('p')!.textContent).toBe("Don't have an account? Create an account");
    expect(holder.querySelector('a')!.getAttribute('href')).toBe('/help?a=1&b=2');
    expect(holder.querySelector('a')!.textContent).toBe('Help & support');
    expect(holder.querySelector('span')!.hidden).toBe(true);
    // The input is void: what follows it is its sibling.
    expect(email.nextElementSibling?.localName).toBe('a');
  });

  it('builds SVG in its namespace, with its names in their case', () => {
    const holder = built(
      '<button type="button" aria-label="Close"><svg viewBox="0 0 24 24" width="20" aria-hidden="true"><path d="M6 5z"></path></svg></button>',
    )!;
    const svg = holder.querySelector('svg')!;
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.querySelector('path')!.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.parentElement?.localName).toBe('button');
  });

  it('builds nothing from markup that runs or loads anything, or that it cannot read', () => {
    for (const markup of [
      '<div><script>alert(1)</script></div>',
      '<style>body{display:none}</style>',
      '<img src="x" onerror="alert(1)"/>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" JavaScript:alert(1)">x</a>',
      '<iframe src="/"></iframe>',
      '<svg><foreignObject></foreignObject></svg>',
      '<div>',
      'text <',
    ])
      expect(built(markup), markup).toBeNull();
  });

  it('decodes numeric and named references, and leaves unknown ones as written', () => {
    expect(decodeEntities('&lt;b&gt; &quot;x&quot; &#39;y&#39; &#x2014; &nbsp;&copy;')).toBe(
      '<b> "x" \'y\' \u2014 \u00a0&copy;',
    );
  });
});
