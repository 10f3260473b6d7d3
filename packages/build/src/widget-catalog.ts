// Reads, with the TypeScript compiler, what the loader and the remotes declare about
// themselves: the custom elements of the federation table, each widget's `attributes`
// export (the definitions the loader validates with), the props documentation of each
// widget, and the named types a public declaration needs. No module is executed, so
// components with CSS Modules are read like any other source.
import { fileURLToPath } from 'node:url';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

export const repoRoot = `${dirname(dirname(dirname(dirname(fileURLToPath(import.meta.url)))))}${sep}`;
const tablePath = join(repoRoot, 'packages/federation/src/table.ts');

/** An attribute as a widget's `attributes` export defines it (`AttributeSpec`), read as data. */
export interface AttributeDefinition {
  type: 'boolean' | 'enum' | 'number' | 'string';
  prop: string;
  values?: string[];
  min?: number;
  max?: number;
  maxLength?: number;
}

/** One attribute of a custom element, with the documentation of the prop it becomes. */
export interface CatalogAttribute extends AttributeDefinition {
  name: string;
  description: string;
}

export interface CatalogEntry {
  tag: string;
  remote: string;
  expose: string;
  federationName: string;
  file: string;
  attributes: CatalogAttribute[];
}

/** The table's `remotes`, as far as this reads it. */
export type RemotesLiteral = Record<string, { exposes: Record<string, string>; federationName: string }>;

/** A literal value read from a type: what `literalValue` returns. */
type Literal = string | number | boolean | Literal[] | { [key: string]: Literal };

/** Compiler options of the workspace (tsconfig.base.json), for reading only. */
function workspaceOptions(): ts.CompilerOptions {
  const configPath = join(repoRoot, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  return { ...options, noEmit: true, types: ['vite/client'] };
}

/**
 * A program holding the federation table, every widget module it names, and `extraRoots`
 * (absolute paths). The table is read first, to know the widget modules.
 */
export function createWorkspaceProgram(extraRoots: string[] = []): ts.Program {
  const options = workspaceOptions();
  const tableOnly = ts.createProgram({ rootNames: [tablePath], options });
  const checker = tableOnly.getTypeChecker();
  const table = exportsOf(checker, tableOnly, tablePath);
  const remotes = exportedLiteral(checker, table, 'remotes', 'the federation table') as RemotesLiteral;
  const exposeFiles = Object.entries(remotes).flatMap(([remote, { exposes }]) =>
    Object.values(exposes).map((path) => join(repoRoot, 'packages', remote, path)),
  );
  return ts.createProgram({
    rootNames: [tablePath, ...exposeFiles, ...extraRoots],
    options,
    oldProgram: tableOnly,
  });
}

export function exportsOf(
  checker: ts.TypeChecker,
  program: ts.Program,
  file: string,
): Map<string, ts.Symbol> {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${relative(repoRoot, file)} is not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${relative(repoRoot, file)} is not a module`);
  return new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));
}

/** The value of a literal type (read as data; callers say what they expect): string, number, boolean, tuple of literals or object of literals. */
function literalValue(checker: ts.TypeChecker, type: ts.Type): Literal {
  if (type.isStringLiteral() || type.isNumberLiteral()) return type.value;
  if (type.flags & ts.TypeFlags.BooleanLiteral) return type === checker.getTrueType();
  if (checker.isTupleType(type))
    return checker.getTypeArguments(type as ts.TypeReference).map((t) => literalValue(checker, t));
  if (type.flags & ts.TypeFlags.Object) {
    return Object.fromEntries(
      type.getProperties().map((p) => [p.name, literalValue(checker, checker.getTypeOfSymbol(p))]),
    );
  }
  throw new Error(`not a literal type: ${checker.typeToString(type)}`);
}

function exportedLiteral(
  checker: ts.TypeChecker,
  exports: Map<string, ts.Symbol>,
  name: string,
  where: string,
): unknown {
  const symbol = exports.get(name);
  if (!symbol) throw new Error(`${where} does not export ${name}`);
  return literalValue(checker, checker.getTypeOfSymbol(symbol));
}

/** The props type of a module's default export (a function component), with its declaration. */
function propsOf(checker: ts.TypeChecker, exports: Map<string, ts.Symbol>, where: string) {
  let symbol = exports.get('default');
  if (!symbol) throw new Error(`${where} has no default export`);
  if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const signature = checker.getTypeOfSymbol(symbol).getCallSignatures()[0];
  const parameter = signature?.getParameters()[0];
  const declaration = parameter?.valueDeclaration;
  return {
    componentName: symbol.name === 'default' ? 'Widget' : symbol.name,
    type: parameter ? checker.getTypeOfSymbol(parameter) : undefined,
    typeNode: declaration && ts.isParameter(declaration) ? declaration.type : undefined,
  };
}

/** The federation table's `remotes`, in table order: each one's exposes and container name. */
export function readRemotes(program: ts.Program): RemotesLiteral {
  const checker = program.getTypeChecker();
  const table = exportsOf(checker, program, tablePath);
  return exportedLiteral(checker, table, 'remotes', 'the federation table') as RemotesLiteral;
}

/**
 * Every custom element of the federation table, in table order: its remote and expose, the
 * module that serves it, and its attributes as the widget exports them, each with the
 * documentation of the prop it becomes.
 */
export function readWidgetCatalog(program: ts.Program = createWorkspaceProgram()): CatalogEntry[] {
  const checker = program.getTypeChecker();
  const table = exportsOf(checker, program, tablePath);
  const widgets = exportedLiteral(checker, table, 'widgets', 'the federation table') as Record<
    string,
    { remote: string; expose: string }
  >;
  const remotes = exportedLiteral(checker, table, 'remotes', 'the federation table') as RemotesLiteral;
  return Object.entries(widgets).map(([tag, { remote, expose }]) => {
    const own = remotes[remote];
    const source = own?.exposes[expose];
    if (!own || !source) throw new Error(`${tag}: ${remote} does not expose ${expose}`);
    const file = join(repoRoot, 'packages', remote, source);
    const where = `${tag} (${relative(repoRoot, file)})`;
    const exports = exportsOf(checker, program, file);
    const attributes = exports.has('attributes')
      ? (exportedLiteral(checker, exports, 'attributes', where) as Record<string, AttributeDefinition>)
      : {};
    const props = propsOf(checker, exports, where);
    const described = Object.entries(attributes).map(([name, spec]) => {
      const prop = props.type?.getProperty(spec.prop);
      const description = prop ? ts.displayPartsToString(prop.getDocumentationComment(checker)).trim() : '';
      return { name, ...spec, description };
    });
    return {
      tag,
      remote,
      expose,
      federationName: own.federationName,
      file,
      attributes: described,
    };
  });
}
