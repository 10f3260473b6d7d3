// Turns workspace types into self-contained declaration text: each named type a public
// declaration refers to is copied from its source (with its doc comment), and so on for the
// types those refer to, so a host needs none of the workspace's packages to read them.
import ts from 'typescript';
import { relative } from 'node:path';
import { repoRoot } from './widget-catalog.ts';

const isWorkspaceFile = (file: string) => file.startsWith(repoRoot) && !file.includes('/node_modules/');

/**
 * Collects named types by following type references from the nodes given to `typeText`.
 * Types from `react` become type imports; the standard library is left to the host.
 */
export function createCollector(program: ts.Program) {
  const checker = program.getTypeChecker();
  /** name → declaration text, in the order first met */
  const declarations = new Map<string, string>();
  const declarationNodes = new Map<string, ts.Declaration>();
  const reactImports = new Set<string>();

  const where = (node: ts.Node) => `${relative(repoRoot, node.getSourceFile().fileName)}`;

  function resolve(name: ts.EntityName): ts.Symbol | undefined {
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol;
  }

  const printed = (type: ts.Type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);

  /** A function's type from its declaration, with what its annotations name collected. */
  function functionTypeText(declaration: ts.SignatureDeclaration): string {
    const untyped = declaration.parameters.some((parameter) => !parameter.type);
    if (untyped) return printed(checker.getTypeAtLocation(declaration));
    const params = declaration.parameters.map((parameter) => {
      const optional = parameter.questionToken || parameter.initializer ? '?' : '';
      return `${parameter.name.getText()}${optional}: ${parameter.type ? typeText(parameter.type) : 'unknown'}`;
    });
    const returns = declaration.type
      ? typeText(declaration.type)
      : printed(checker.getReturnTypeOfSignature(signatureOf(declaration)));
    return `(${params.join(', ')}) => ${returns}`;
  }

  /** `typeof value`: a function's signature, a variable's annotation, else the inferred type. */
  function signatureOf(declaration: ts.SignatureDeclaration): ts.Signature {
    const signature = checker.getSignatureFromDeclaration(declaration);
    if (!signature) throw new Error(`${where(declaration)}: no signature`);
    return signature;
  }

  function valueTypeText(query: ts.TypeQueryNode): string {
    const declaration = resolve(query.exprName)?.valueDeclaration;
    if (declaration && ts.isFunctionDeclaration(declaration)) return functionTypeText(declaration);
    if (declaration && ts.isVariableDeclaration(declaration)) {
      if (declaration.type) return typeText(declaration.type);
      const init = declaration.initializer;
      if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) return functionTypeText(init);
    }
    // The type test (packages/loader/src/declarations.test.ts) compiles whatever this prints.
    return printed(checker.getTypeAtLocation(query));
  }

  function onReference(identifier: ts.EntityName): void {
    const leftmost = ts.isQualifiedName(identifier) ? leftmostOf(identifier) : identifier;
    const symbol = resolve(leftmost);
    const declaration = symbol?.declarations?.[0];
    if (!declaration || ts.isTypeParameterDeclaration(declaration)) return;
    const file = declaration.getSourceFile().fileName;
    if (program.isSourceFileDefaultLibrary(declaration.getSourceFile())) return;
    if (file.includes('/node_modules/@types/react/')) {
      reactImports.add(leftmost.text);
      return;
    }
    if (!isWorkspaceFile(file)) {
      throw new Error(
        `${where(identifier)} refers to ${leftmost.text} from ${file}, which a host cannot see`,
      );
    }
    addDeclaration(declaration);
  }

  function leftmostOf(name: ts.EntityName): ts.Identifier {
    return ts.isQualifiedName(name) ? leftmostOf(name.left) : name;
  }

  /** The text of a type node, with `typeof fn` turned into fn's type, collecting what it names. */
  function typeText(node: ts.Node): string {
    const source = node.getSourceFile();
    const edits: [start: number, end: number, replacement: string][] = [];
    const visit = (child: ts.Node): void => {
      if (ts.isTypeQueryNode(child)) {
        edits.push([child.getStart(source), child.end, `(${valueTypeText(child)})`]);
        return;
      }
      if (ts.isTypeReferenceNode(child)) onReference(child.typeName);
      if (ts.isExpressionWithTypeArguments(child) && ts.isIdentifier(child.expression)) {
        onReference(child.expression);
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
    let text = source.text.slice(node.getStart(source), node.end);
    const offset = node.getStart(source);
    for (const [start, end, replacement] of edits.sort((a, b) => b[0] - a[0])) {
      text = text.slice(0, start - offset) + replacement + text.slice(end - offset);
    }
    return text;
  }

  /** Copies an interface or type alias (and what it names), exported, under its own name. */
  function addDeclaration(declaration: ts.Declaration): void {
    const declarationName = ts.getNameOfDeclaration(declaration);
    const name = declarationName && ts.isIdentifier(declarationName) ? declarationName.text : undefined;
    if (!name) throw new Error(`${where(declaration)}: a type without a name`);
    if (!ts.isInterfaceDeclaration(declaration) && !ts.isTypeAliasDeclaration(declaration)) {
      // A class or an enum: its instance type, as the checker prints it.
      if (!declarationNodes.has(name)) {
        declarationNodes.set(name, declaration);
        const symbol = declarationName && checker.getSymbolAtLocation(declarationName);
        if (!symbol) throw new Error(`${where(declaration)}: ${name} has no symbol`);
        const type = checker.getDeclaredTypeOfSymbol(symbol);
        declarations.set(name, `export type ${name} = ${printed(type)};`);
      }
      return;
    }
    const known = declarationNodes.get(name);
    if (known === declaration) return;
    if (known) throw new Error(`two types named ${name}: ${where(known)} and ${where(declaration)}`);
    declarationNodes.set(name, declaration);
    declarations.set(name, '');
    const source = declaration.getSourceFile();
    const doc = ts.getJSDocCommentsAndTags(declaration).at(-1);
    // A comment set apart by a blank line is the file's, not the declaration's.
    const ownDoc = doc && !/\n\s*\n/.test(source.text.slice(doc.end, declaration.getStart(source)));
    const withDoc = ownDoc ? `${source.text.slice(doc.getStart(source), doc.end)}\n` : '';
    const typeParameters = declaration.typeParameters
      ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>`
      : '';
    let body: string;
    if (ts.isTypeAliasDeclaration(declaration)) {
      body = `export type ${name}${typeParameters} = ${typeText(declaration.type)};`;
    } else {
      // The types it extends first: each named type is collected in the order first met.
      const heritage = declaration.heritageClauses?.flatMap((clause) => clause.types.map(typeText)) ?? [];
      const members = declaration.members.map((member) => {
        const doc = ts.getJSDocCommentsAndTags(member).at(-1);
        const docText = doc ? `${source.text.slice(doc.getStart(source), doc.end)}\n  ` : '';
        return `  ${docText}${memberText(member)}`;
      });
      const extendsText = heritage.length > 0 ? ` extends ${heritage.join(', ')}` : '';
      body = `export interface ${name}${typeParameters}${extendsText} {\n${members.join('\n')}\n}`;
    }
    declarations.set(name, `${withDoc}${body}`);
  }

  function parameterText(parameter: ts.ParameterDeclaration): string {
    if (!parameter.type) throw new Error(`untyped parameter in ${where(parameter)}`);
    const rest = parameter.dotDotDotToken ? '...' : '';
    const optional = parameter.questionToken ? '?' : '';
    return `${rest}${parameter.name.getText()}${optional}: ${typeText(parameter.type)}`;
  }

  function memberText(member: ts.TypeElement): string {
    const optional = member.questionToken ? '?' : '';
    const modifiers = ts.canHaveModifiers(member) ? ts.getModifiers(member) : undefined;
    const readonly = modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword) ? 'readonly ' : '';
    if (ts.isMethodSignature(member)) {
      if (!member.type) throw new Error(`method without a return type in ${where(member)}`);
      const params = member.parameters.map(parameterText).join(', ');
      return `${member.name.getText()}${optional}(${params}): ${typeText(member.type)};`;
    }
    if (ts.isPropertySignature(member) && member.type) {
      return `${readonly}${member.name.getText()}${optional}: ${typeText(member.type)};`;
    }
    throw new Error(`${where(member)}: unsupported member ${member.getText()}`);
  }

  return {
    checker,
    typeText,
    addDeclaration,
    /** `import type` line for what came from react, or '' */
    reactImport: (extra: string[] = []): string => {
      const names = [...new Set([...reactImports, ...extra])].sort();
      return names.length > 0 ? `import type { ${names.join(', ')} } from 'react';\n` : '';
    },
    declarationsText: () => [...declarations.values()].join('\n\n'),
  };
}

/** The first line of each generated declaration file (loader-declarations.ts, remote-declarations.ts). */
export const banner = (from: string) =>
  `// Generated by scripts/build-types.mjs from ${from}; do not edit.\n`;

/** `value` as a single-quoted string literal, for a property name or a literal type. */
export const quote = (value: string | number) => `'${String(value).replace(/'/g, "\\'")}'`;
