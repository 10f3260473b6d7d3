import { describe, expect, it } from 'vitest';
import { parseLinkName } from './placement-names.ts';

describe("a link's name that places a widget", () => {
  it('names the widget, then its attributes as name=value, or a name alone for one turned on', () => {
    expect(parseLinkName('masthead-footer heading-level=2 hide-social')).toEqual({
      named: 'masthead-footer',
      tag: 'masthead-footer',
      attributes: [
        { name: 'heading-level', value: '2' },
        { name: 'hide-social', value: '' },
      ],
      problems: [],
    });
    expect(parseLinkName('masthead-header')).toMatchObject({ tag: 'masthead-header', attributes: [] });
    expect(parseLinkName('masthead-header-ad  provider=gpt\n')).toMatchObject({
      tag: 'masthead-header-ad',
      attributes: [{ name: 'provider', value: 'gpt' }],
    });
  });

  it('decodes %-escapes in values, so a value may hold a space or an equals sign', () => {
    expect(parseLinkName('masthead-footer label=Read%20more%3Dnow')?.attributes).toEqual([
      { name: 'label', value: 'Read more=now' },
    ]);
  });

  it('is not ours unless it starts with masthead-', () => {
    expect(parseLinkName('top')).toBeUndefined();
    expect(parseLinkName(' masthead-footer')).toBeUndefined();
    expect(parseLinkName(null)).toBeUndefined();
  });

  it('keeps the name of a widget that does not exist, with no tag, to report it', () => {
    expect(parseLinkName('masthead-fotter heading-level=2')).toMatchObject({
      named: 'masthead-fotter',
      tag: undefined,
    });
  });

  it('says why each malformed word is ignored, and keeps the others', () => {
    const parsed = parseLinkName(
      'masthead-footer Heading-Level=2 =3 hide-social masthead-widget=footer heading-level=%E0%A4%A',
    );
    expect(parsed?.attributes).toEqual([{ name: 'hide-social', value: '' }]);
    expect(parsed?.problems).toEqual([
      '"Heading-Level=2" is not an attribute (write name=value, or name alone to turn it on)',
      '"=3" is not an attribute (write name=value, or name alone to turn it on)',
      '"masthead-widget=footer" is not an attribute (write name=value, or name alone to turn it on)',
      '"heading-level=%E0%A4%A" has a malformed %-escape',
    ]);
  });
});
