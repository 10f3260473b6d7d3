import { describe, expect, it, vi } from 'vitest';
import { defineCatalogue } from './index.ts';
import { compileOverrides, withOverrides } from './overrides.ts';

const tries = (values: Record<string, unknown>) => `${String(values.count)} tries left`;
const catalogue = defineCatalogue(
  'demo',
  { signIn: 'Sign In', tries, house: { cta: 'Subscribe' } } as never as {
    signIn: string;
    tries: string;
    house: { cta: string };
  },
  {},
  ['tries'],
);

describe('an editor’s words', () => {
  it('replace a text, a text with a plural and a nested one, in the locale’s plural forms', () => {
    const warn = vi.fn();
    const compiled = compileOverrides(
      {
        'demo.signIn': 'Log in',
        'demo.tries':
          '{count, plural, zero {No tries} one {One try} two {Two tries} few {# tries} many {# tries!} other {# tries.}}',
        'demo.house.cta': 'Join us',
      },
      [catalogue],
      warn,
      'config.messages',
    );
    expect(warn).not.toHaveBeenCalled();
    const messages = withOverrides(catalogue.messages('en'), 'demo', [compiled], 'ar') as unknown as {
      signIn: string;
      tries: (values: { count: number }) => string;
      house: { cta: string };
    };
    expect(messages.signIn).toBe('Log in');
    expect(messages.house.cta).toBe('Join us');
    expect([0, 1, 2].map((count) => messages.tries({ count }))).toEqual(['No tries', 'One try', 'Two tries']);
  });

  it('warn once each, naming it, and keep the default: an unknown key, a broken message, a value never given', () => {
    const warn = vi.fn();
    const compiled = compileOverrides(
      {
        'demo.signOut': 'Bye',
        'other.signIn': 'Hi',
        'demo.signIn': 'Log {in',
        'demo.house.cta': 'Join {name}',
        'demo.tries': 42,
      },
      [catalogue],
      warn,
      '<masthead-header>',
    );
    expect(compiled.size).toBe(0);
    const said = warn.mock.calls.map(([message]) => String(message));
    expect(said).toHaveLength(5);
    expect(said[0]).toMatch(/^<masthead-header>: "demo.signOut" is not a text of any widget/);
    expect(said[1]).toMatch(/"other.signIn" is not a text/);
    expect(said[2]).toMatch(/"demo.signIn" is not a valid message/);
    expect(said[3]).toMatch(/"demo.house.cta" asks for \{name\}/);
    expect(said[4]).toMatch(/"demo.tries" must be a text/);
  });
});
