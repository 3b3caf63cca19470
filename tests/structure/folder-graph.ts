// The imports between the folders of a source tree, read with TypeScript's parser: which folder
// imports which (type-only imports excepted: they vanish from the built code), each edge with the
// files that make it, and the cycles among folders (strongly connected components).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** One import of a file in another folder: `from` imports `specifier`. */
export interface FolderImport {
  readonly file: string;
  readonly specifier: string;
}

/** Folder → imported folder → the imports that make the edge. Files at the root are the folder ".". */
export type FolderGraph = Map<string, Map<string, FolderImport[]>>;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

/** True when an import or export statement brings in values (not only types). */
function importsValues(statement: ts.Statement): string | undefined {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!clause) return specifier; // import './side-effect'
    if (clause.isTypeOnly) return undefined;
    const named = clause.namedBindings;
    const onlyTypes =
      !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0
        ? named.elements.every((e) => e.isTypeOnly)
        : false;
    return onlyTypes ? undefined : specifier;
  }
  if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
    return (statement.moduleSpecifier as ts.StringLiteral).text;
  }
  return undefined;
}

/**
 * The folder graph of the tree at `root`: each file's folder is its first path segment under the
 * root. `include` picks the files read (by default every .ts/.tsx file, tests too: a test that
 * imports across folders ties them as much as product code does).
 */
export function folderGraph(root: string, include: (file: string) => boolean = () => true): FolderGraph {
  const top = resolve(root);
  const folderOf = (file: string) => {
    const parts = relative(top, file).split('/');
    return parts.length > 1 ? parts[0]! : '.';
  };
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(top).filter(include)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const specifiers: string[] = [];
    for (const statement of source.statements) {
      const specifier = importsValues(statement);
      if (specifier !== undefined) specifiers.push(specifier);
    }
    // `import('./x')` loads code later, but it is a dependency all the same.
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] !== undefined &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        specifiers.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const specifier of specifiers) {
      if (!specifier.startsWith('.')) continue;
      const target = resolve(dirname(file), specifier);
      if (!target.startsWith(`${top}/`)) continue;
      const from = folderOf(file);
      const to = folderOf(target.endsWith('.ts') || target.endsWith('.tsx') ? target : `${target}.ts`);
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, FolderImport[]>();
      graph.set(from, edges);
      const list = edges.get(to) ?? [];
      edges.set(to, list);
      list.push({ file: relative(top, file), specifier });
    }
  }
  return graph;
}

/** The groups of folders that reach each other (Tarjan's strongly connected components of size > 1). */
export function folderCycles(graph: FolderGraph): string[][] {
  const nodes = new Set<string>();
  for (const [from, edges] of graph) {
    nodes.add(from);
    for (const to of edges.keys()) nodes.add(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) found.push(group.sort());
  };
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return found;
}

/** A cycle as a reader fixes it: each edge inside the group with the first files that make it. */
export function describeCycle(graph: FolderGraph, group: readonly string[]): string {
  const lines: string[] = [];
  for (const from of group) {
    for (const [to, imports] of graph.get(from) ?? []) {
      if (!group.includes(to)) continue;
      const files = imports.slice(0, 3).map((i) => `${i.file} → ${i.specifier}`);
      lines.push(`  ${from} → ${to}: ${files.join('; ')}${imports.length > 3 ? ` (+${imports.length - 3} more)` : ''}`);
    }
  }
  return `folders ${group.join(', ')} import each other:\n${lines.join('\n')}`;
}
