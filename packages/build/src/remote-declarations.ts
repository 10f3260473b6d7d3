// A remote's declarations (packages/<remote>/dist/@mf-types.d.ts): one
// `declare module '<container>/<Expose>'` per exposed module, with the component the loader
// mounts and its props, and the module's other exports. Published with the remote; a React
// host copies it. build-types.ts writes it with the other generated files.
import { join } from 'node:path';
import ts from 'typescript';
import { banner, createCollector, quote } from './declarations.ts';
import { exportsOf, repoRoot } from './widget-catalog.ts';

/** One ambient module per expose of `remote`: the component with its props, and its other exports. */
export function remoteDeclarations(
  program: ts.Program,
  remote: string,
  exposes: Record<string, string>,
  federationName: string,
): string {
  const modules = Object.entries(exposes).map(([expose, path]) => {
    const collector = createCollector(program);
    const { checker } = collector;
    const file = join(repoRoot, 'packages', remote, path);
    const lines: string[] = [];
    for (const exported of exportsOf(checker, program, file).values()) {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = target.declarations?.[0];
      if (!declaration) continue;
      if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
        if (exported.name !== target.name) throw new Error(`${path} renames the type ${target.name}`);
        collector.addDeclaration(declaration);
      } else if (exported.name === 'default') {
        const parameter = checker.getTypeOfSymbol(target).getCallSignatures()[0]?.getParameters()[0];
        const declaration = parameter?.valueDeclaration;
        const typeNode = declaration && ts.isParameter(declaration) ? declaration.type : undefined;
        const props = typeNode ? collector.typeText(typeNode) : 'Record<string, never>';
        lines.push(
          `  /** The component the loader mounts. */`,
          `  const Component: ComponentType<${props}>;`,
          `  export default Component;`,
        );
      } else {
        const type = checker.typeToString(
          checker.getTypeOfSymbol(target),
          undefined,
          ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType,
        );
        lines.push(`  export const ${exported.name}: ${type};`);
      }
    }
    const declarations = collector.declarationsText().replace(/^(?=.)/gm, '  ');
    const name = `${federationName}/${expose.replace(/^\.\//, '')}`;
    return [
      `declare module ${quote(name)} {`,
      `  ${collector.reactImport(['ComponentType']).trim()}`,
      declarations,
      ...lines,
      `}`,
    ]
      .filter((line) => line !== '')
      .join('\n');
  });
  return `${banner(`packages/${remote}'s exposed modules`)}\n${modules.join('\n\n')}\n`;
}
