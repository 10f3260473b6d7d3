// @vitest-environment node
/**
 * The declarations the build ships for hosts (packages/build/src/build-types.ts): a small React host
 * (types-fixture/host.tsx) compiles against them alone, and every line it marks with
 * `@ts-expect-error` (a wrong prop, a misspelled `window.Masthead` member) is an error.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventNamesInSources, events, formatted, generateTypes } from '@masthead/build/types';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const fixtureDir = `${repoRoot}packages/loader/types-fixture/`;

let files: Record<string, string>;
beforeAll(() => {
  files = generateTypes();
}, 60_000);

/** Compiles the fixture with the generated files beside it, as a host's own project would. */
function compileFixture(): string[] {
  const virtual = new Map<string, string>([
    [`${fixtureDir}masthead-loader.d.ts`, files['packages/loader/dist/masthead-loader.d.ts'] ?? ''],
    [`${fixtureDir}footer.d.ts`, files['packages/footer/dist/@mf-types.d.ts'] ?? ''],
    [`${fixtureDir}header-chrome.d.ts`, files['packages/header-chrome/dist/@mf-types.d.ts'] ?? ''],
  ]);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => virtual.has(name) || fileExists.call(host, name);
  host.readFile = (name) => virtual.get(name) ?? readFile.call(host, name);
  host.getSourceFile = (name, language, ...rest) => {
    const text = virtual.get(name);
    return text === undefined
      ? getSourceFile.call(host, name, language, ...rest)
      : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram({
    rootNames: [`${fixtureDir}host.tsx`, ...virtual.keys()],
    options,
    host,
  });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.slice(repoRoot.length)}:${
          diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1
        }`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

describe('the declarations a host compiles against', () => {
  it('type a React host: custom elements in JSX, window.Masthead, the events and the remotes', () => {
    // No error at all: every valid use compiles, and every @ts-expect-error found its error
    // (an unused one is itself an error, TS2578).
    expect(compileFixture()).toEqual([]);
    const fixture = readFileSync(`${fixtureDir}host.tsx`, 'utf8');
    expect(fixture.match(/@ts-expect-error/g)?.length).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it('declare every masthead: event the sources dispatch', () => {
    expect(eventNamesInSources()).toEqual(Object.keys(events).sort());
  });

  it("keep the React host's copy of the footer's declarations current", async () => {
    const path = 'host-demo/react-host/src/remotes/masthead_footer.d.ts';
    const generated = await formatted(`${repoRoot}${path}`, files[path] ?? '');
    // After a change to the footer's props, `node scripts/build-types.mjs` updates the copy.
    expect(readFileSync(`${repoRoot}${path}`, 'utf8')).toBe(generated);
  });

  it('list every custom element with the attributes its widget exports', () => {
    const catalog = JSON.parse(files['packages/loader/dist/masthead-widgets.json'] ?? '[]') as {
      tag: string;
      attributes: { name: string; prop: string; type: string }[];
    }[];
    expect(catalog.map((widget) => widget.tag)).toEqual([
      'masthead-footer',
      'masthead-header-ad',
      'masthead-interstitial',
      'masthead-partner-ads',
      'masthead-header',
    ]);
    const footer = catalog.find((widget) => widget.tag === 'masthead-footer');
    expect(footer?.attributes).toEqual([
      expect.objectContaining({
        name: 'heading-level',
        prop: 'headingLevel',
        type: 'number',
        min: 1,
        max: 6,
      }),
      expect.objectContaining({ name: 'hide-social', prop: 'hideSocial', type: 'boolean' }),
    ]);
  });
});
