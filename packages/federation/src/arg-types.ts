/**
 * Storybook Controls from a widget's CMS attributes, so a story's Controls panel offers
 * exactly what an editor can set on the custom element, with the loader's own limits
 * (range, choices). Plain objects: no dependency on Storybook.
 */
import type { AttributeSpec, WidgetAttributes } from './contract.ts';

export type AttributeControl =
  | { type: 'number'; min?: number; max?: number; step: 1 }
  | { type: 'boolean' }
  | { type: 'select' }
  | { type: 'text'; maxLength?: number };

/** The part of a Storybook arg type this sets (merged with what Storybook infers from the props). */
export interface AttributeArgType {
  control: AttributeControl;
  options?: readonly string[];
  table: { category: string; type: { summary: string } };
}

function controlOf(spec: AttributeSpec): Pick<AttributeArgType, 'control' | 'options'> {
  switch (spec.type) {
    case 'number':
      return {
        control: {
          type: 'number',
          step: 1,
          ...(spec.min === undefined ? {} : { min: spec.min }),
          ...(spec.max === undefined ? {} : { max: spec.max }),
        },
      };
    case 'boolean':
      return { control: { type: 'boolean' } };
    case 'enum':
      return { control: { type: 'select' }, options: spec.values };
    case 'string':
      return {
        control: { type: 'text', ...(spec.maxLength === undefined ? {} : { maxLength: spec.maxLength }) },
      };
  }
}

/** Arg types keyed by prop, each naming the attribute (`heading-level`) it comes from. */
export function attributeArgTypes(attributes: WidgetAttributes): Record<string, AttributeArgType> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, spec]) => [
      spec.prop,
      { ...controlOf(spec), table: { category: 'CMS attributes', type: { summary: `${name}="…"` } } },
    ]),
  );
}
