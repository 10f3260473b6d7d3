// Turns workspace types into self-contained declaration text: each named type a public
// declaration refers to is copied from its source (with its doc comment), and so on for the
// types those refer to, so a host needs none of the workspace's packages to read them.
import ts from 'typescript';
import { relative } from 'node:path';
import { repoRoot } from './widget-catalog.mjs';

const isWorkspaceFile = (file) => file.startsWith(repoRoot) && !file.includes('/node_modules/');

/**
 * Collects named types by following type references from the nodes given to `typeText`.
 * Types from `react` become type imports; the standard library is left to the host.
 */
export function createCollector(program) {
  const checker = program.getTypeChecker();
  /** name → declaration text, in the order first met */
  const declarations = new Map();
  const declarationNodes = new Map();
  const reactImports = new Set();

  const where = (node) => `${relative(repoRoot, node.getSourceFile().fileName)}`;

  function resolve(name) {
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol;
  }

  const printed = (type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);

  /** A function's type from its declaration, with what its annotations name collected. */
  function functionTypeText(declaration) {
    const untyped = declaration.parameters.some((parameter) => !parameter.type);
    if (untyped) return printed(checker.getTypeAtLocation(declaration));
    const params = declaration.parameters.map((parameter) => {
      const optional = parameter.questionToken || parameter.initializer ? '?' : '';
      return `${parameter.name.getText()}${optional}: ${typeText(parameter.type)}`;
    });
    const returns = declaration.type
      ? typeText(declaration.type)
      : printed(checker.getSignatureFromDeclaration(declaration).getReturnType());
    return `(${params.join(', ')}) => ${returns}`;
  }

  /** `typeof value`: a function's signature, a variable's annotation, else the inferred type. */
  function valueTypeText(query) {
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

  function onReference(identifier) {
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

  function leftmostOf(name) {
    return ts.isQualifiedName(name) ? leftmostOf(name.left) : name;
  }

  /** The text of a type node, with `typeof fn` turned into fn's type, collecting what it names. */
  function typeText(node) {
    const source = node.getSourceFile();
    const edits = [];
    const visit = (child) => {
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
  function addDeclaration(declaration) {
    const name = declaration.name?.text;
    if (!name) throw new Error(`${where(declaration)}: a type without a name`);
    if (!ts.isInterfaceDeclaration(declaration) && !ts.isTypeAliasDeclaration(declaration)) {
      // A class or an enum: its instance type, as the checker prints it.
      if (!declarationNodes.has(name)) {
        declarationNodes.set(name, declaration);
        const type = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(declaration.name));
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
    const heritage = declaration.heritageClauses?.flatMap((clause) => clause.types.map(typeText)) ?? [];
    const typeParameters = declaration.typeParameters
      ? `<${declaration.typeParameters.map((p) => p.getText()).join(', ')}>`
      : '';
    let body;
    if (ts.isTypeAliasDeclaration(declaration)) {
      body = `export type ${name}${typeParameters} = ${typeText(declaration.type)};`;
    } else {
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

  function parameterText(parameter) {
    if (!parameter.type) throw new Error(`untyped parameter in ${where(parameter)}`);
    const rest = parameter.dotDotDotToken ? '...' : '';
    const optional = parameter.questionToken ? '?' : '';
    return `${rest}${parameter.name.getText()}${optional}: ${typeText(parameter.type)}`;
  }

  function memberText(member) {
    const optional = member.questionToken ? '?' : '';
    const readonly = member.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword)
      ? 'readonly '
      : '';
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
    reactImport: (extra = []) => {
      const names = [...new Set([...reactImports, ...extra])].sort();
      return names.length > 0 ? `import type { ${names.join(', ')} } from 'react';\n` : '';
    },
    declarationsText: () => [...declarations.values()].join('\n\n'),
  };
}
