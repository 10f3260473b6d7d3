/**
 * The mount contract between the loader and a remote's exposed widget module, and
 * the parser that turns a CMS placeholder's attributes into the widget's props.
 * No React and no DOM: remotes import these types, the loader runs the parser.
 */
import type { ComponentType } from 'react';

export type AttributeSpec =
  | { prop: string; type: 'string'; maxLength?: number }
  | { prop: string; type: 'boolean' }
  | { prop: string; type: 'number'; min?: number; max?: number }
  | { prop: string; type: 'enum'; values: readonly string[] };

/** Attribute name (kebab-case, as written in HTML) → how it becomes a prop. */
export type WidgetAttributes = Readonly<Record<string, AttributeSpec>>;

/** What a widget expose exports. */
export interface WidgetModule {
  default: ComponentType<Record<string, unknown>>;
  /** The attributes a CMS editor may set; absent when the widget takes none. */
  attributes?: WidgetAttributes;
}

/**
 * Attributes any HTML element may carry (HTML's global attributes, ARIA's and `data-*`); never
 * reported as unknown. An overlay makes the page behind it `inert`, placeholders included.
 */
const globalAttribute =
  /^(id|class|style|hidden|inert|lang|dir|title|slot|tabindex|role|translate|spellcheck|autofocus|nonce|part|popover|itemscope|itemprop|itemtype|itemid|itemref|accesskey|draggable|data-.*|aria-.*)$/;

export interface ParsedAttributes {
  props: Record<string, unknown>;
  /** One sentence per attribute that was ignored, naming it and saying why. */
  problems: string[];
}

function parseOne(name: string, raw: string, spec: AttributeSpec): { value?: unknown; problem?: string } {
  switch (spec.type) {
    case 'string':
      if (spec.maxLength !== undefined && raw.length > spec.maxLength) {
        return { problem: `${name} is longer than ${spec.maxLength} characters` };
      }
      return { value: raw };
    case 'boolean':
      if (raw === '' || raw === 'true' || raw === name) return { value: true };
      if (raw === 'false') return { value: false };
      return { problem: `${name} must be "true", "false" or empty, not "${raw}"` };
    case 'number': {
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      const inRange =
        Number.isFinite(value) &&
        (spec.min === undefined || value >= spec.min) &&
        (spec.max === undefined || value <= spec.max);
      if (inRange) return { value };
      const range =
        spec.min !== undefined && spec.max !== undefined ? ` from ${spec.min} to ${spec.max}` : '';
      return { problem: `${name} must be a number${range}, not "${raw}"` };
    }
    case 'enum':
      if (spec.values.includes(raw)) return { value: raw };
      return {
        problem: `${name} must be one of ${spec.values.map((v) => `"${v}"`).join(', ')}, not "${raw}"`,
      };
  }
}

/** Parse attributes against a widget's spec. Bad ones are left out (the prop keeps its default). */
export function parseAttributes(
  attributes: Iterable<{ name: string; value: string }>,
  spec: WidgetAttributes = {},
): ParsedAttributes {
  const props: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const { name, value } of attributes) {
    const entry = spec[name];
    if (!entry) {
      if (!globalAttribute.test(name)) problems.push(`${name} is not an attribute of this widget`);
      continue;
    }
    const parsed = parseOne(name, value, entry);
    if (parsed.problem) problems.push(parsed.problem);
    else props[entry.prop] = parsed.value;
  }
  return { props, problems };
}
