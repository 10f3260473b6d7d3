import { describe, expect, it } from 'vitest';
import * as runtime from '../../i18n/src/index.ts';
import { compileCatalogue, pseudolocalise } from './messages.ts';

type Compiled = Record<string, string | ((values: Record<string, unknown>) => string)>;

/** The compiled module's messages, run on the i18n runtime its imports name. */
function run(code: string): Compiled {
  const body = code
    .replace(/^import \{([^}]*)\} from "@masthead\/i18n";$/gm, 'const {$1} = runtime;')
    .replace('export default', 'return');
  return new Function('runtime', body)(runtime) as Compiled;
}

describe('compileCatalogue', () => {
  it('keeps a plain message a string and makes one with placeholders a function', () => {
    const code = compileCatalogue({ title: 'Sign In', hi: 'Hello {name}' }, 'en');
    expect(code).toContain('title: "Sign In"');
    expect(code).toMatch(/hi: \(d\) =>/);
  });

  it('speaks each Arabic count in its own form', () => {
    const { tries } = run(
      compileCatalogue(
        {
          tries:
            '{count, plural, zero {no tries} one {one try} two {two tries} few {# tries (few)} many {# tries (many)} other {# tries}}',
        },
        'ar',
      ),
    );
    const say = tries as (values: { count: number }) => string;
    // In the locale's digits, whichever the browser's data gives Arabic.
    const digits = (n: number) => new Intl.NumberFormat('ar').format(n);
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((count) => say({ count }))).toEqual([
      'no tries',
      'one try',
      'two tries',
      `${digits(3)} tries (few)`,
      `${digits(10)} tries (few)`,
      `${digits(11)} tries (many)`,
      `${digits(99)} tries (many)`,
      `${digits(100)} tries`,
    ]);
  });

  it('refuses a plural form the locale does not have', () => {
    expect(() => compileCatalogue({ n: '{count, plural, one {# try} other {# tries}}' }, 'ja')).toThrow(
      /one/,
    );
  });
});

describe('pseudolocalise', () => {
  it('accents and lengthens the text, keeping placeholders, plurals and quotes', () => {
    const pseudo = pseudolocalise({
      tries: "You have {count, plural, one {# try} other {# tries}} left, {name}. Don't wait.",
    });
    const text = pseudo.tries as string;
    expect(text).toMatch(/^\[.*\]$/);
    expect(text).toContain('{name}');
    expect(text).toContain('{count, plural,');
    expect(text).toContain('Ýööûû ĥååṽéé');
    expect(text).toContain("Đööñ''ţ");
    expect(text.length).toBeGreaterThan(1.3 * "You have # tries left, . Don't wait.".length);
  });
});
