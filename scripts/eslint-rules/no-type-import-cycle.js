// ESLint rule: no circle of imports in src/ or server/ that import-x/no-cycle lets through because one of its links is
// `import type` (import-x skips type-only imports on purpose: they vanish at run time). Such a circle still
// ties two modules into one, so a change in either can break the other's types: this rule reports every
// circle with at least one type-only link; import-x/no-cycle reports the others.
//
// The import graph of src/ and server/ is read with TypeScript's own parser and module resolution (so `@/` paths and
// .ts/.tsx resolve as tsc does), once per file and again whenever a file changes.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The trees whose files are checked, and whose imports make up the graph. */
const TREES = [path.join(ROOT, 'src'), path.join(ROOT, 'server')];
const inTree = (file) => TREES.some((tree) => file.startsWith(tree + path.sep));

const compilerOptions = (() => {
  const file = path.join(ROOT, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;
})();

/** @typedef {{ to: string, typeOnly: boolean }} Edge */
/** @type {Map<string, { mtimeMs: number, edges: Edge[] }>} */
const graph = new Map();

function resolve(specifier, from) {
  const resolved = ts.resolveModuleName(specifier, from, compilerOptions, ts.sys).resolvedModule?.resolvedFileName;
  if (!resolved || resolved.endsWith('.d.ts')) return null;
  const absolute = path.resolve(resolved);
  return inTree(absolute) ? absolute : null;
}

function typeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false; // a side-effect import runs the module
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return !clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return clause !== undefined && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
  }
  return false;
}

function readEdges(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const edges = [];
  const add = (specifier, isTypeOnly) => {
    const to = resolve(specifier, file);
    if (to) edges.push({ to, typeOnly: isTypeOnly });
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, typeOnly(node));
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      add(node.arguments[0].text, false); // import(): a value link, as import-x counts it
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

function edgesOf(file) {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    graph.delete(file);
    return [];
  }
  const cached = graph.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.edges;
  const edges = readEdges(file);
  graph.set(file, { mtimeMs, edges });
  return edges;
}

/** A path from `start` back to `target` that has a type-only link (counting the first one), or null. */
function typeCycle(first, target) {
  const queue = [{ file: first.to, sawType: first.typeOnly, trail: [first.to] }];
  const seen = new Set([`${first.to}|${first.typeOnly}`]);
  while (queue.length > 0) {
    const { file, sawType, trail } = queue.shift();
    for (const edge of edgesOf(file)) {
      const nextSawType = sawType || edge.typeOnly;
      if (edge.to === target) {
        if (nextSawType) return [target, ...trail, target];
        continue;
      }
      const key = `${edge.to}|${nextSawType}`;
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ file: edge.to, sawType: nextSawType, trail: [...trail, edge.to] });
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle in src/ or server/, counting type-only imports (import-x/no-cycle skips those).' },
    schema: [],
    messages: { cycle: 'Import cycle through a type-only import: {{cycle}}. Move what both sides need into a module of its own.' },
  },
  create(context) {
    const file = path.resolve(context.physicalFilename);
    if (!inTree(file)) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const to = resolve(node.source.value, file);
      if (!to) return;
      const isTypeOnly =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
      const cycle = typeCycle({ to, typeOnly: isTypeOnly }, file);
      if (cycle) context.report({ node: node.source, messageId: 'cycle', data: { cycle: cycle.map((f) => path.relative(ROOT, f)).join(' → ') } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
