// The loader's declarations for a host's TypeScript (packages/loader/dist/masthead-loader.d.ts):
// `window.Masthead` with the page API's types, the `masthead:*` events (dom-events.ts), and the
// custom elements with their attributes from the widget catalog, in HTMLElementTagNameMap and
// React's JSX. build-types.ts writes it with the other generated files.
import { join, relative } from 'node:path';
import type ts from 'typescript';
import { banner, createCollector, quote } from './declarations.ts';
import { eventNamesInSources, events, type EventDescription } from './dom-events.ts';
import { exportsOf, repoRoot, type CatalogAttribute, type CatalogEntry } from './widget-catalog.ts';

/** The sources the declarations copy types from (the workspace program must hold them). */
export const pageApiPath = join(repoRoot, 'packages/loader/src/entry/page-api.ts');
export const analyticsTypesPath = join(repoRoot, 'packages/analytics/src/types.ts');

/** A module's export named `name`, or a build error naming what is missing. */
function exported(program: ts.Program, file: string, name: string): ts.Symbol {
  const symbol = exportsOf(program.getTypeChecker(), program, file).get(name);
  if (!symbol) throw new Error(`${relative(repoRoot, file)} no longer exports ${name}`);
  return symbol;
}

/** The first declaration of a symbol, or a build error. */
function declarationOf(symbol: ts.Symbol): ts.Declaration {
  const declaration = symbol.declarations?.[0];
  if (!declaration) throw new Error(`${symbol.name} has no declaration`);
  return declaration;
}

const pascal = (tag: string) =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** What a host may write for one attribute: in HTML a string, in JSX also the value itself. */
function attributeValueType(spec: CatalogAttribute): string {
  switch (spec.type) {
    case 'boolean':
      return "boolean | 'true' | 'false' | ''";
    case 'enum':
      return (spec.values ?? []).map(quote).join(' | ');
    case 'number': {
      const { min, max } = spec;
      const small =
        min !== undefined &&
        max !== undefined &&
        Number.isInteger(min) &&
        Number.isInteger(max) &&
        max - min <= 20;
      if (!small) return 'number | `${number}`';
      const range = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      return [...range.map(String), ...range.map(quote)].join(' | ');
    }
    case 'string':
      return 'string';
    default:
      throw new Error(`unknown attribute type ${String(spec.type satisfies never)}`);
  }
}

function attributeDoc(spec: CatalogAttribute): string {
  const rules: Record<CatalogAttribute['type'], string> = {
    boolean: 'Present, "true" or "false".',
    enum: `One of ${spec.values?.map((v) => `"${v}"`).join(', ')}.`,
    number:
      spec.min !== undefined && spec.max !== undefined
        ? `A number from ${spec.min} to ${spec.max}.`
        : 'A number.',
    string: spec.maxLength !== undefined ? `Text of at most ${spec.maxLength} characters.` : 'Text.',
  };
  const rule = rules[spec.type];
  return [spec.description, rule, `The widget's \`${spec.prop}\` prop.`].filter(Boolean).join(' ');
}

/** What the loader reads of every placement itself, whatever the widget (docs/embedding.md). */
const loaderOwnAttributes = [
  `  /** "lazy": the widget's code loads only as the reader scrolls near it, or presses or focuses inside it. */\n  'loading'?: 'lazy' | 'eager';`,
  `  /** An editor's own words for this placement: JSON, \`{"<catalogue>.<key>": "…"}\`. */\n  'messages'?: string;`,
];

export function loaderDeclarations(program: ts.Program, catalog: CatalogEntry[]): string {
  const collector = createCollector(program);
  for (const name of ['MastheadPageApi', 'MastheadSnapshot'])
    collector.addDeclaration(declarationOf(exported(program, pageApiPath, name)));
  collector.addDeclaration(declarationOf(exported(program, analyticsTypesPath, 'DataLayerChange')));

  const unknownEvents = eventNamesInSources().filter((name) => !(name in events));
  if (unknownEvents.length > 0) {
    throw new Error(`describe ${unknownEvents.join(', ')} in packages/build/src/dom-events.ts (events)`);
  }

  const elements = catalog.map(({ tag, attributes }) => {
    const name = pascal(tag);
    const members = [
      ...attributes.map(
        (spec) => `  /** ${attributeDoc(spec)} */\n  ${quote(spec.name)}?: ${attributeValueType(spec)};`,
      ),
      ...loaderOwnAttributes,
    ];
    return {
      tag,
      name,
      text: [
        `/** Attributes of \`<${tag}>\`; the loader ignores (and reports) any other value. */`,
        `export interface ${name}Attributes {\n${members.join('\n')}\n}`,
        `/** \`<${tag}>\`: its attributes are in {@link ${name}Attributes}. */`,
        `export interface ${name}Element extends HTMLElement {\n  readonly localName: ${quote(tag)};\n}`,
      ].join('\n'),
    };
  });

  const eventEntries = (target: EventDescription['targets'][number]) =>
    Object.entries(events)
      .filter(([, event]) => event.targets.includes(target))
      .map(([name, event]) => `    /** ${event.doc} */\n    ${quote(name)}: CustomEvent<${event.detail}>;`)
      .join('\n');

  return [
    banner('the loader, the store, the federation table and the widgets'),
    `// Reference it from a host page's TypeScript (\`/// <reference path="…/masthead-loader.d.ts" />\``,
    `// or "files" in tsconfig.json). React's JSX types are augmented when @types/react is present.`,
    `import type { DetailedHTMLProps, HTMLAttributes } from 'react';`,
    '',
    collector.declarationsText(),
    '',
    elements.map((element) => element.text).join('\n\n'),
    '',
    `/** Every \`masthead:*\` DOM event and its detail. */`,
    `export interface MastheadEventMap {`,
    Object.entries(events)
      .map(([name, event]) => `  /** ${event.doc} */\n  ${quote(name)}: CustomEvent<${event.detail}>;`)
      .join('\n'),
    `}`,
    '',
    `declare global {`,
    `  interface Window {`,
    `    /** The loader's page API; there once masthead-loader.js has run (see \`masthead:ready\`). */`,
    `    Masthead?: MastheadPageApi;`,
    `  }`,
    `  interface HTMLElementTagNameMap {`,
    elements.map(({ tag, name }) => `    ${quote(tag)}: ${name}Element;`).join('\n'),
    `  }`,
    ...(['Document', 'Window', 'HTMLElement'] as const).flatMap((target) => [
      `  interface ${target}EventMap {`,
      eventEntries(target),
      `  }`,
    ]),
    `}`,
    '',
    `declare module 'react' {`,
    `  namespace JSX {`,
    `    interface IntrinsicElements {`,
    elements
      .map(
        ({ tag, name }) =>
          `      ${quote(tag)}: DetailedHTMLProps<HTMLAttributes<${name}Element>, ${name}Element> &\n        ${name}Attributes;`,
      )
      .join('\n'),
    `    }`,
    `  }`,
    `}`,
    '',
  ].join('\n');
}
