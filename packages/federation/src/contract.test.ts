import { describe, expect, it } from 'vitest';
import { parseAttributes, type WidgetAttributes } from './contract.ts';

const spec: WidgetAttributes = {
  'heading-level': { prop: 'headingLevel', type: 'number', min: 1, max: 6 },
  'hide-social': { prop: 'hideSocial', type: 'boolean' },
  variant: { prop: 'variant', type: 'enum', values: ['light', 'dark'] },
  'custom-text': { prop: 'customText', type: 'string', maxLength: 10 },
};
const attrs = (record: Record<string, string>) =>
  Object.entries(record).map(([name, value]) => ({ name, value }));

describe('parseAttributes', () => {
  it('turns kebab-case attributes into typed props', () => {
    expect(
      parseAttributes(
        attrs({ 'heading-level': '3', 'hide-social': '', variant: 'dark', 'custom-text': 'Hi' }),
        spec,
      ),
    ).toEqual({
      props: { headingLevel: 3, hideSocial: true, variant: 'dark', customText: 'Hi' },
      problems: [],
    });
  });

  it('reads boolean attributes written as true, false or the attribute name', () => {
    expect(parseAttributes(attrs({ 'hide-social': 'false' }), spec).props).toEqual({ hideSocial: false });
    expect(parseAttributes(attrs({ 'hide-social': 'hide-social' }), spec).props).toEqual({
      hideSocial: true,
    });
  });

  it('leaves out each invalid value and says why, naming the attribute', () => {
    const { props, problems } = parseAttributes(
      attrs({
        'heading-level': '9',
        'hide-social': 'yes',
        variant: 'blue',
        'custom-text': 'far too long a text',
      }),
      spec,
    );
    expect(props).toEqual({});
    expect(problems).toEqual([
      'heading-level must be a number from 1 to 6, not "9"',
      'hide-social must be "true", "false" or empty, not "yes"',
      'variant must be one of "light", "dark", not "blue"',
      'custom-text is longer than 10 characters',
    ]);
  });

  it('rejects a number attribute that is empty or not a number', () => {
    expect(parseAttributes(attrs({ 'heading-level': '' }), spec).problems).toHaveLength(1);
    expect(parseAttributes(attrs({ 'heading-level': 'two' }), spec).problems).toHaveLength(1);
  });

  it('reports unknown attributes but not the global HTML ones', () => {
    const { problems } = parseAttributes(
      attrs({
        id: 'f',
        class: 'x',
        inert: '',
        role: 'region',
        'data-track': '1',
        'aria-label': 'Footer',
        colour: 'red',
      }),
      spec,
    );
    expect(problems).toEqual(['colour is not an attribute of this widget']);
  });
});
