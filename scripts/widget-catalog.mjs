// Reads, with the TypeScript compiler, what the loader and the remotes declare about
// themselves: the custom elements of the federation table, each widget's `attributes`
// export (the definitions the loader validates with), the props documentation of each
// widget, and the named types a public declaration needs. No module is executed, so
// components with CSS Modules are read like any other source.
import { fileURLToPath } from 'node:url';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

export const repoRoot = `${dirname(dirname(fileURLToPath(import.meta.url)))}${sep}`;
const tablePath = join(repoRoot, 'packages/federation/src/table.ts');

/** Compiler options of the workspace (tsconfig.base.json), for reading only. */
function workspaceOptions() {
  const configPath = join(repoRoot, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
  return { ...options, noEmit: true, types: ['vite/client'] };
}

/**
 * A program holding the federation table, every widget module it names, and `extraRoots`
 * (absolute paths). The table is read first, to know the widget modules.
 */
export function createWorkspaceProgram(extraRoots = []) {
  const options = workspaceOptions();
  const tableOnly = ts.createProgram({ rootNames: [tablePath], options });
  const checker = tableOnly.getTypeChecker();
  const table = exportsOf(checker, tableOnly, tablePath);
  const remotes = exportedLiteral(checker, table, 'remotes', 'the federation table');
  const exposeFiles = Object.entries(remotes).flatMap(([remote, { exposes }]) =>
    Object.values(exposes).map((path) => join(repoRoot, 'packages', remote, path)),
  );
  return ts.createProgram({
    rootNames: [tablePath, ...exposeFiles, ...extraRoots],
    options,
    oldProgram: tableOnly,
  });
}

function exportsOf(checker, program, file) {
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${relative(repoRoot, file)} is not in the program`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`${relative(repoRoot, file)} is not a module`);
  return new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));
}

/** The value of a literal type: string, number, boolean, tuple of literals or object of literals. */
function literalValue(checker, type) {
  if (type.isStringLiteral() || type.isNumberLiteral()) return type.value;
  if (type.flags & ts.TypeFlags.BooleanLiteral) return type === checker.getTrueType();
  if (checker.isTupleType(type)) return checker.getTypeArguments(type).map((t) => literalValue(checker, t));
  if (type.flags & ts.TypeFlags.Object) {
    return Object.fromEntries(
      type.getProperties().map((p) => [p.name, literalValue(checker, checker.getTypeOfSymbol(p))]),
    );
  }
  throw new Error(`not a literal type: ${checker.typeToString(type)}`);
}

function exportedLiteral(checker, exports, name, where) {
  const symbol = exports.get(name);
  if (!symbol) throw new Error(`${where} does not export ${name}`);
  return literalValue(checker, checker.getTypeOfSymbol(symbol));
}

/** The props type of a module's default export (a function component), with its declaration. */
function propsOf(checker, exports, where) {
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

/**
 * Every custom element of the federation table, in table order: its remote and expose, the
 * module that serves it, and its attributes as the widget exports them, each with the
 * documentation of the prop it becomes.
 */
export function readWidgetCatalog(program = createWorkspaceProgram()) {
  const checker = program.getTypeChecker();
  const table = exportsOf(checker, program, tablePath);
  const widgets = exportedLiteral(checker, table, 'widgets', 'the federation table');
  const remotes = exportedLiteral(checker, table, 'remotes', 'the federation table');
  return Object.entries(widgets).map(([tag, { remote, expose }]) => {
    const file = join(repoRoot, 'packages', remote, remotes[remote].exposes[expose]);
    const where = `${tag} (${relative(repoRoot, file)})`;
    const exports = exportsOf(checker, program, file);
    const attributes = exports.has('attributes')
      ? exportedLiteral(checker, exports, 'attributes', where)
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
      federationName: remotes[remote].federationName,
      file,
      attributes: described,
    };
  });
}
