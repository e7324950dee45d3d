// Lets the bundler leave out the parts of Monaco the app never runs, in the build and the dev server alike (the
// dev server serves Monaco's modules through this plugin instead of pre-bundling them: vite.config.ts), so both
// run the same editor code. The app's side is src/components/code-editor/: monaco-setup.ts (the parts of
// Monaco it loads) and monaco-lite/ (the modules that stand in for Monaco's, each saying why that is safe).
//
// Monaco is written so that a bundler keeps nearly all of it once the editor is imported:
// - its classes are compiled as `let X = class X {…}; X = __decorate([…], X);`, and the assignment counts as a
//   side effect, which keeps every class (and what it extends and uses) whether anything creates one or not;
// - static members are compiled as `static { this.ID = …; }` blocks, and enums as `(function (E) {…})(E || …)`
//   calls, which count as side effects too;
// - its package.json has no `sideEffects` field, so modules whose top level only builds tables stay as well.
// The rewrites below undo that without changing what any kept code does (numbered as in the code):
//   1. a short list of modules declared free of side effects;
//   2–4. decorated classes, static blocks and enums rewritten into forms the bundler can drop when unused;
//   5. a few modules the editor never runs (and editor.api, the whole `monaco` namespace) replaced by the
//      modules of monaco-lite/, each checked to export the same names as the module it stands in for;
//   6–7. texts only a settings UI shows, and codicons nothing names, removed;
//   8. the find widget loaded when the editor first takes focus;
//   9. grapheme clusters found with Intl.Segmenter instead of Monaco's own Unicode table.
// Nothing here or in the app writes Monaco's private fields: what the app changes, it changes with public API
// (editor options) or here, at build time, by exact text that fails the build when a Monaco upgrade changes it
// (rewrites 8 and 9, and the export check of rewrite 5).
// Rewrites change text within lines only, so the source maps stay close enough to read (and to attribute
// bytes with).
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';

// Real path: the bundler names modules by it (node_modules may be a link).
const esmRoot = realpathSync(fileURLToPath(new URL('../node_modules/monaco-editor/esm/', import.meta.url)));
const norm = (id) => id.replaceAll('\\', '/');
const inMonaco = (id) => norm(id).includes('/node_modules/monaco-editor/esm/');

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsFiles(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/**
 * Rewrite 1: Monaco modules whose remaining top-level code (after the rewrites below) only builds values
 * nothing else reads: the bundler may drop them whole when none of their exports is used. (Every other
 * Monaco module keeps its top-level code, as the bundler decides: that is where Monaco registers services,
 * contributions, commands and colours.) Paths under esm/vs/; a trailing / means the folder.
 */
const sideEffectFree = [
  // The diff and multi-diff editors (monaco-lite/editor-api.ts has no createDiffEditor): their colours, icons, decoration
  // types and diff-provider service registrations serve only them.
  'editor/browser/widget/diffEditor/',
  'editor/browser/widget/multiDiffEditor/',
  // Top-level code that only fills constant tables, caches and regular expressions.
  'base/browser/dompurify/', // `createDOMPurify()` makes the sanitizer object and nothing else
  'base/browser/domSanitize.js',
  'base/browser/ui/iconLabel/iconLabels.js',
  'base/common/filters.js',
  'base/common/naturalLanguage/',
  'base/common/normalization.js',
  'editor/common/tokens/sparseMultilineTokens.js', // semantic tokens, which no language provides here
];
const isSideEffectFree = (id) => {
  const path = norm(id).split('/node_modules/monaco-editor/esm/vs/')[1] ?? '';
  return sideEffectFree.some((entry) => (entry.endsWith('/') ? path.startsWith(entry) : path === entry));
};

/** Applies `edits` (replacements of [start, end) by text; insertions have start === end), which must not overlap. */
function applyEdits(code, edits) {
  let out = '';
  let at = 0;
  for (const { start, end, text } of edits.sort((a, b) => a.start - b.start || a.end - b.end)) {
    out += code.slice(at, start) + text;
    at = end;
  }
  return out + code.slice(at);
}

const isDecorateCall = (node) => node?.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === '__decorate';

// Calls without side effects that the bundler cannot tell are free of them: message look-ups, and
// constructors that only store their arguments (RawContextKey also lists itself for a "show all context keys"
// command the standalone editor does not have).
const pureCalls = new Set(['localize', 'localize2']);
const pureConstructors = new Set(['Lazy', 'LRUCachedFunction', 'RawContextKey']);

/**
 * Rewrite 2: decorated classes. `let X = class X {…}; [__decorate([…], X.prototype, 'm', null);]*
 * X = X_1 = __decorate([…], X);` (and `class X {…}` followed by method decorators only) becomes
 * `let X$undecorated = class X {…}; const X = /*#__PURE__*\/ (() => { let X = X$undecorated; […]*
 * X = X_1 = __decorate([…], X); return X; })();`: the same statements run in the same order when X is used,
 * and when it is not the bundler may now drop the lot.
 */
function rewriteDecorated(code, body, edits, aliases) {
  const decoratesMember = (statement, name) => {
    const call = statement?.type === 'ExpressionStatement' ? statement.expression : null;
    if (!isDecorateCall(call)) return false;
    const target = call.arguments[1];
    const object = target?.type === 'MemberExpression' ? target.object : target;
    return object?.type === 'Identifier' && object.name === name;
  };
  for (let i = 0; i < body.length; i++) {
    const decl = body[i];
    let cls;
    let name;
    if (decl.type === 'VariableDeclaration' && decl.kind === 'let' && decl.declarations.length === 1 && decl.declarations[0].init?.type === 'ClassExpression') {
      cls = decl.declarations[0].init;
      name = decl.declarations[0].id.name;
    } else if (decl.type === 'ClassDeclaration' && decl.id) {
      cls = decl;
      name = decl.id.name;
    } else continue;
    let j = i + 1;
    // Method decorators (`__decorate([memoize], X.prototype, "m", null)`) right after the class.
    while (decoratesMember(body[j], name)) j++;
    const statement = body[j];
    const assign = statement?.type === 'ExpressionStatement' ? statement.expression : null;
    let last = j - 1;
    if (assign?.type === 'AssignmentExpression' && assign.left.type === 'Identifier' && assign.left.name === name) {
      let call = assign.right;
      if (call.type === 'AssignmentExpression' && call.left.type === 'Identifier') {
        aliases.set(cls, call.left.name);
        call = call.right;
      }
      if (isDecorateCall(call) && cls.type === 'ClassExpression') last = j;
    }
    if (last === i) continue;
    const undecorated = `${name}$undecorated`;
    if (cls.type === 'ClassExpression') {
      edits.push({ start: decl.declarations[0].id.start, end: decl.declarations[0].id.end, text: undecorated });
    } else {
      edits.push({ start: cls.start, end: cls.start, text: `let ${undecorated} = ` });
      edits.push({ start: cls.end, end: cls.end, text: ';' });
    }
    edits.push({ start: body[i + 1].start, end: body[i + 1].start, text: `const ${name} = /*#__PURE__*/ (() => { let ${name} = ${undecorated}; ` });
    edits.push({ start: body[last].end, end: body[last].end, text: ` return ${name}; })();` });
    i = last;
  }
}

/**
 * Rewrite 3: static blocks. `static { this.NAME = value; }` becomes `static NAME = value;` (the same value on
 * the same class at the same moment; defined rather than assigned, which differs only for a setter of that
 * name, and those are left alone). A decorated class's `static { X_1 = this; }` is dropped when no other static
 * code reads X_1: the decorate statement right after the class sets X_1 to the same class before any method
 * can run.
 */
function rewriteStatics(code, cls, edits, alias) {
  const members = cls.body.body;
  const accessors = new Set(members.filter((m) => m.static && (m.kind === 'get' || m.kind === 'set') && m.key.type === 'Identifier').map((m) => m.key.name));
  for (const member of members) {
    if (member.type !== 'StaticBlock' || member.body.length !== 1) continue;
    const expr = member.body[0].type === 'ExpressionStatement' ? member.body[0].expression : null;
    if (expr?.type !== 'AssignmentExpression' || expr.operator !== '=') continue;
    const { left, right } = expr;
    if (left.type === 'MemberExpression' && left.object.type === 'ThisExpression' && !left.computed && left.property.type === 'Identifier' && !accessors.has(left.property.name)) {
      edits.push({ start: member.start, end: left.property.start, text: 'static ' });
      edits.push({ start: expr.end, end: member.end, text: ';' });
    } else if (alias && left.type === 'Identifier' && left.name === alias && right.type === 'ThisExpression') {
      const otherStatics = members.filter((m) => m !== member && (m.type === 'StaticBlock' || m.static));
      if (!otherStatics.some((m) => new RegExp(`\\b${alias}\\b`).test(code.slice(m.start, m.end)))) {
        edits.push({ start: member.start, end: member.end, text: '' });
      }
    }
  }
}

/**
 * Rewrite 4: enums and namespaces. `var E; (function (E) {…})(E || (E = {}));` becomes
 * `var E = /*#__PURE__*\/ (function (E) {…; return E; })({});`, which the bundler may drop when E is unused.
 * (Only when the IIFE directly follows the declaration, i.e. the first and only one for E.)
 */
function rewriteEnums(code, body, edits) {
  for (let i = 0; i + 1 < body.length; i++) {
    const decl = body[i];
    const declarator = decl.type === 'VariableDeclaration' && decl.kind === 'var' && decl.declarations.length === 1 ? decl.declarations[0] : null;
    if (!declarator || declarator.init || declarator.id.type !== 'Identifier' || code[decl.end - 1] !== ';') continue;
    const name = declarator.id.name;
    const call = body[i + 1].type === 'ExpressionStatement' ? body[i + 1].expression : null;
    let fn = call?.type === 'CallExpression' ? call.callee : null;
    while (fn?.type === 'ParenthesizedExpression') fn = fn.expression;
    const arg = call?.arguments.length === 1 ? call.arguments[0] : null;
    if (fn?.type !== 'FunctionExpression' || fn.params.length !== 1 || fn.params[0].name !== name) continue;
    if (arg?.type !== 'LogicalExpression' || arg.left.type !== 'Identifier' || arg.left.name !== name) continue;
    edits.push({ start: decl.end - 1, end: decl.end, text: ' = /*#__PURE__*/' });
    edits.push({ start: fn.body.end - 1, end: fn.body.end - 1, text: ` return ${name}; ` });
    edits.push({ start: arg.start, end: arg.end, text: '{}' });
  }
}

/**
 * Rewrite 6: texts only a settings editor or a schema shows. The descriptions of editor options, colours and
 * icons (`description: localize(…)`, `registerColor(id, defaults, localize(…))`…) are English sentences
 * (~20 KB gzip) that Monaco hands to its configuration, colour and icon registries for settings UIs and JSON
 * schemas; the standalone editor has neither, so they become ''.
 */
const descriptionKeys = new Set(['description', 'markdownDescription', 'enumDescriptions', 'markdownEnumDescriptions', 'deprecationMessage', 'markdownDeprecationMessage']);
const describedRegistrations = new Set(['registerColor', 'registerIcon']); // description is the third argument
const isLocalize = (node) => node?.type === 'CallExpression' && node.callee.type === 'Identifier' && pureCalls.has(node.callee.name);

function descriptionTexts(node) {
  if (node.type === 'Property' && !node.computed && descriptionKeys.has(node.key.name ?? node.key.value)) {
    return node.value.type === 'ArrayExpression' ? node.value.elements.filter(isLocalize) : [node.value].filter(isLocalize);
  }
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && describedRegistrations.has(node.callee.name)) {
    return [node.arguments[2]].filter(isLocalize);
  }
  return [];
}

/**
 * Rewrite 7: codicons. codiconsLibrary.js registers all ~760 codicons, and the icon registry turns every
 * registered one into a CSS rule at start-up. Only the ones some Monaco module names (`Codicon.name`, or
 * `$(name)` in a label) are kept. (Monaco only ever reaches codicons that way; the app uses none.)
 */
function rewriteCodicons(code, program, edits, codicons) {
  const library = program.body.find((s) => s.type === 'VariableDeclaration' && s.declarations[0]?.id.name === 'codiconsLibrary');
  for (const property of library?.declarations[0].init.properties ?? []) {
    const id = property.value.arguments?.[0]?.value;
    if (codicons.keys.has(property.key.name) || codicons.ids.has(id)) continue;
    edits.push({ start: property.start, end: property.end + (code[property.end] === ',' ? 1 : 0), text: '' });
  }
}

/** The codicons Monaco's modules name: `Codicon.name`, `$(id)` in labels, and the ids codicons.js derives from. */
function namedCodicons() {
  const keys = new Set();
  const ids = new Set();
  for (const file of jsFiles(join(esmRoot, 'vs'))) {
    const code = readFileSync(file, 'utf8');
    for (const [, key] of code.matchAll(/\bCodicon\.([A-Za-z0-9_$]+)/g)) keys.add(key);
    for (const [, id] of code.matchAll(/\$\(([a-z0-9-]+)\)/g)) ids.add(id);
  }
  const derived = readFileSync(join(esmRoot, 'vs/base/common/codicons.js'), 'utf8');
  for (const [, id] of derived.matchAll(/register\('[^']+', '([a-z0-9-]+)'\)/g)) ids.add(id);
  return { keys, ids };
}

function rewriteModule(code, id, codicons, leftOut) {
  const { program } = parseSync(id, code);
  checkLeftOutImports(program, id, leftOut);
  const edits = [];
  const aliases = new Map(); // decorated class node -> X_1
  rewriteDecorated(code, program.body, edits, aliases);
  rewriteEnums(code, program.body, edits);
  if (norm(id).endsWith('/vs/base/common/codiconsLibrary.js')) rewriteCodicons(code, program, edits, codicons);
  const emptied = new Set();
  const visit = (node) => {
    if (node.type === 'ClassExpression' || node.type === 'ClassDeclaration') rewriteStatics(code, node, edits, aliases.get(node));
    for (const text of descriptionTexts(node)) {
      emptied.add(text);
      edits.push({ start: text.start, end: text.end, text: "''" });
    }
    const callee = node.type === 'CallExpression' || node.type === 'NewExpression' ? node.callee : null;
    if (callee?.type === 'Identifier' && (node.type === 'CallExpression' ? pureCalls : pureConstructors).has(callee.name) && !emptied.has(node)) {
      edits.push({ start: node.start, end: node.start, text: '/*#__PURE__*/ ' });
    }
    for (const key in node) {
      const value = node[key];
      if (Array.isArray(value)) {
        for (const child of value) if (child && typeof child.type === 'string') visit(child);
      } else if (value && typeof value.type === 'string' && key !== 'parent') visit(value);
    }
  };
  visit(program);
  return edits.length ? applyEdits(code, edits) : code;
}

/**
 * Rewrite 5: Monaco modules replaced by the modules of src/components/code-editor/monaco-lite/ (each says why
 * that is safe), keyed by path under esm/vs/. Every import of one, Monaco's own or the app's, gets the stand-in.
 */
export const STAND_INS = {
  'editor/editor.api.js': 'editor-api.ts',
  'editor/standalone/browser/quickInput/standaloneQuickInputService.js': 'standalone-quick-input-service.js',
  'editor/contrib/dropOrPasteInto/browser/copyPasteController.js': 'copy-paste-controller.js',
  'base/browser/markdownRenderer.js': 'markdown-renderer.js',
  'editor/common/model/tokens/treeSitter/treeSitterSyntaxTokenBackend.js': 'tree-sitter-syntax-token-backend.js',
  'editor/browser/gpu/viewGpuContext.js': 'view-gpu-context.js',
  'editor/browser/viewParts/viewLinesGpu/viewLinesGpu.js': 'view-lines-gpu.js',
  'editor/browser/viewParts/rulersGpu/rulersGpu.js': 'rulers-gpu.js',
  'editor/browser/viewParts/gpuMark/gpuMark.js': 'gpu-mark.js',
  'editor/browser/viewParts/minimap/minimap.js': 'minimap.js',
  'platform/contextview/browser/contextMenuHandler.js': 'context-menu-handler.js',
  'editor/common/services/editorWebWorker.js': 'editor-web-worker.js',
  'platform/list/browser/listService.js': 'list-service.js',
  'platform/hover/browser/hoverService.js': 'hover-service.js',
  'platform/accessibilitySignal/browser/accessibilitySignalService.js': 'accessibility-signal-service.js',
  'base/common/observableInternal/logging/debugger/devToolsLogger.js': 'dev-tools-logger.js',
  'editor/browser/controller/editContext/native/nativeEditContext.js': 'native-edit-context.js',
  'editor/browser/config/migrateOptions.js': 'migrate-options.js',
  'editor/browser/services/contribution.js': 'editor-services-contribution.js',
  'editor/standalone/browser/standaloneWebWorker.js': 'standalone-web-worker.js',
  'editor/standalone/browser/services/standaloneWebWorkerService.js': 'standalone-web-worker-service.js',
};
export const STAND_IN_DIR = fileURLToPath(new URL('../src/components/code-editor/monaco-lite/', import.meta.url));

/** The path under esm/vs/ of the Monaco module `source` names (from `importer`), or null when it is not one. */
function monacoPath(source, importer) {
  if (source.startsWith('monaco-editor/')) {
    // package.json's exports: "./*.js" and "./*" are both "./esm/vs/*.js".
    const path = source.slice('monaco-editor/'.length);
    return path.endsWith('.js') ? path : `${path}.js`;
  }
  if (!importer || !source.startsWith('.') || !inMonaco(importer)) return null;
  const file = norm(resolve(dirname(importer.split('?')[0]), source));
  const [, path] = file.split('/node_modules/monaco-editor/esm/vs/');
  return path ?? null;
}

/** The names a module's source exports (type-only exports left aside). */
export function exportedNames(code, filename) {
  const { program, errors } = parseSync(filename, code);
  if (errors.length) throw new Error(`monaco-lite: cannot parse ${filename}: ${errors[0].message}`);
  const names = new Set();
  const nameOf = (node) => node.name ?? node.value;
  const bindings = (pattern) => {
    if (pattern.type === 'Identifier') names.add(pattern.name);
    else if (pattern.type === 'ObjectPattern') for (const p of pattern.properties) bindings(p.type === 'RestElement' ? p.argument : p.value);
    else if (pattern.type === 'ArrayPattern') for (const e of pattern.elements) if (e) bindings(e.type === 'RestElement' ? e.argument : e);
    else if (pattern.type === 'AssignmentPattern') bindings(pattern.left);
  };
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') names.add('default');
    else if (node.type === 'ExportAllDeclaration') {
      if (node.exportKind === 'type') continue;
      // Following `export *` would need the bundler's resolution; no module involved uses it, so it is refused.
      if (!node.exported) throw new Error(`monaco-lite: ${filename} has \`export * from\`, which the export check does not follow`);
      names.add(nameOf(node.exported));
    } else if (node.type === 'ExportNamedDeclaration' && node.exportKind !== 'type') {
      const declaration = node.declaration;
      if (declaration?.type === 'VariableDeclaration') for (const d of declaration.declarations) bindings(d.id);
      else if (declaration && !declaration.declare && ['FunctionDeclaration', 'ClassDeclaration', 'TSEnumDeclaration'].includes(declaration.type)) names.add(declaration.id.name);
      for (const specifier of node.specifiers) if (specifier.exportKind !== 'type') names.add(nameOf(specifier.exported));
    }
  }
  return names;
}

/** What a stand-in lacks of the original's exports, and what it exports that the original does not. */
export function exportDifferences(original, standIn) {
  return { missing: [...original].filter((name) => !standIn.has(name)).sort(), extra: [...standIn].filter((name) => !original.has(name)).sort() };
}

/**
 * Fails, naming every difference, unless each stand-in exports exactly the names of the Monaco module it stands
 * in for: after a Monaco upgrade, an original that gained, lost or renamed an export (or is gone) stops the
 * build here instead of leaving a name undefined at run time. `root` is Monaco's esm/vs/ folder.
 */
export function checkStandIns(standIns = STAND_INS, { root = join(esmRoot, 'vs'), dir = STAND_IN_DIR } = {}) {
  const problems = [];
  for (const [path, file] of Object.entries(standIns)) {
    let original;
    try {
      original = readFileSync(join(root, path), 'utf8');
    } catch {
      problems.push(`${path} is no longer in monaco-editor: remove its stand-in ${file}, or point it at the module that replaced it`);
      continue;
    }
    const { missing, extra } = exportDifferences(exportedNames(original, path), standInExports(join(dir, file)));
    if (missing.length) problems.push(`${file} lacks ${missing.join(', ')}, which ${path} exports`);
    if (extra.length) problems.push(`${file} exports ${extra.join(', ')}, which ${path} does not`);
  }
  if (problems.length) {
    throw new Error(
      `monaco-lite: the stand-ins no longer match monaco-editor's modules (was Monaco upgraded? Read what changed in each original, then update the stand-in and the reasoning in its comment):\n  ${problems.join('\n  ')}`,
    );
  }
}

/** A stand-in's exports, following its re-exports from sibling stand-ins (`export { X } from './gpu.js'`). */
function standInExports(file) {
  return exportedNames(readFileSync(file, 'utf8'), file);
}

/**
 * The exports of each stand-in that are `leftOut(…)` (monaco-lite/left-out.js): names the original has but no
 * module of the editor imports. Keyed like STAND_INS.
 */
function leftOutNames(standIns = STAND_INS, dir = STAND_IN_DIR) {
  const result = new Map();
  for (const [path, file] of Object.entries(standIns)) {
    const { program } = parseSync(file, readFileSync(join(dir, file), 'utf8'));
    const names = program.body
      .filter((node) => node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration')
      .flatMap((node) => node.declaration.declarations)
      .filter((d) => d.id.type === 'Identifier' && d.init?.type === 'CallExpression' && d.init.callee.name === 'leftOut')
      .map((d) => d.id.name);
    if (names.length) result.set(path, new Set(names));
  }
  return result;
}

/** Fails when a Monaco module imports a name that its stand-in leaves out (a Monaco upgrade started using it). */
function checkLeftOutImports(program, id, leftOut) {
  for (const node of program.body) {
    if (!node.source || !['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type)) continue;
    const path = monacoPath(node.source.value, id);
    const names = path && leftOut.get(path);
    if (!names) continue;
    const used =
      node.type === 'ExportAllDeclaration'
        ? ['*']
        : (node.specifiers ?? []).map((s) =>
            s.type === 'ImportNamespaceSpecifier' ? '*' : s.type === 'ImportDefaultSpecifier' ? 'default' : ((s.imported ?? s.local).name ?? (s.imported ?? s.local).value),
          );
    const reached = used.includes('*') ? [...names] : used.filter((name) => names.has(name));
    if (reached.length) {
      throw new Error(`monaco-lite: ${norm(id).split('/esm/vs/')[1]} imports ${reached.join(', ')} from ${path}, which its stand-in ${STAND_INS[path]} leaves out; give the stand-in a real one (and say why it is safe)`);
    }
  }
}

/**
 * Rewrite 8: the find widget loads on demand. FindController creates its widget only when find is first
 * started, in an async method, so it can await the widget's module instead (monaco-lite/find-widget-lazy.js). The module is
 * fetched when the editor first takes focus (find only works in a focused editor), so it is there by the time
 * Ctrl+F is pressed. Exact text replacements in Monaco 0.57's findController.js; the build fails if one does
 * not match (e.g. after a Monaco upgrade).
 */
function lazyFindWidget(code) {
  const widgetModule = readFileSync(join(esmRoot, 'vs/editor/contrib/find/browser/findWidget.js'), 'utf8');
  const noResults = widgetModule.match(/^const NLS_NO_RESULTS = (localize\(\d+, "No results"\));$/m)?.[1];
  const lazy = JSON.stringify(join(STAND_IN_DIR, 'find-widget-lazy.js'));
  const replacements = [
    ["import { FindOptionsWidget } from './findOptionsWidget.js';", ''],
    ["import { FindWidget, NLS_NO_RESULTS } from './findWidget.js';", `const NLS_NO_RESULTS = ${noResults}; const loadFindWidget = () => import(${lazy});`],
    [
      '        this._replaceWidgetHistory = ReplaceWidgetHistory.getOrCreate(_storageService);\n    }',
      '        this._replaceWidgetHistory = ReplaceWidgetHistory.getOrCreate(_storageService);\n    this._register(editor.onDidFocusEditorWidget(() => void loadFindWidget())); }',
    ],
    [
      // Keys typed while the widget loads (Ctrl+F right after focusing the editor) are meant for its input, not
      // for the code: they are held back and put in the input once it is there.
      '    async _start(opts, newState) {\n        if (!this._widget) {\n            this._createFindWidget();\n        }\n        const selection',
      '    async _start(opts, newState) { if (this._widget || !opts.shouldFocus) return this._startWithWidget(opts, newState); let typed = \'\'; const node = this._editor.getDomNode(); const hold = (e) => { if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) { typed += e.key; e.preventDefault(); e.stopPropagation(); } }; node?.addEventListener(\'keydown\', hold, true); try { await this._startWithWidget(opts, newState); } finally { node?.removeEventListener(\'keydown\', hold, true); } if (typed && this._widget) this._state.change(opts.shouldFocus === 2 ? { replaceString: typed } : { searchString: typed }, true); }\n' +
        '    async _startWithWidget(opts, newState) {\n        if (!this._widget) {\n            await this._createFindWidget();\n        }\n        const selection',
    ],
    [
      '            this._createFindWidget();\n        }\n        if (this._state.isRevealed',
      '            void this._createFindWidget().then(() => this._widget && this.highlightFindOptions(ignoreWhenVisible)); return;\n        }\n        if (this._state.isRevealed',
    ],
    ['    _createFindWidget() {\n', '    async _createFindWidget() { const { FindWidget, FindOptionsWidget } = await loadFindWidget(); if (this._widget || this._store.isDisposed) return;\n'],
  ];
  if (!noResults) throw new Error('monaco-lite: NLS_NO_RESULTS not found in findWidget.js');
  for (const [from, to] of replacements) {
    if (code.split(from).length !== 2) throw new Error(`monaco-lite: findController.js does not contain exactly one ${JSON.stringify(from)}`);
    code = code.replace(from, () => to);
  }
  return code;
}

/**
 * Rewrite 9: grapheme clusters from the browser. Cursor movement and column counting step over whole grapheme
 * clusters (an emoji with modifiers, a letter with combining marks) with GraphemeIterator, which classifies each
 * code point with a table of Unicode's grapheme break properties (~10 KB gzip). Intl.Segmenter (in every
 * browser since 2024) finds the same clusters from the browser's own Unicode data, so the iterator uses it and
 * the table is left out. Exact text replacement in Monaco 0.57's strings.js; the build fails if it does not match.
 */
function graphemesFromIntl(code) {
  const start = code.indexOf('class GraphemeIterator {');
  const end = code.indexOf('function nextCharLength(');
  if (start < 0 || end < start || !code.slice(start, end).includes('GraphemeBreakTree.getInstance()')) {
    throw new Error('monaco-lite: GraphemeIterator not found as expected in strings.js');
  }
  const iterator = `let graphemeSegmenter;
class GraphemeIterator {
    get offset() { return this._offset; }
    constructor(str, offset = 0) { this._str = str; this._offset = offset; this._segments = undefined; }
    _containing(index) { this._segments ??= (graphemeSegmenter ??= new Intl.Segmenter()).segment(this._str); return this._segments.containing(index); }
    nextGraphemeLength() { const from = this._offset; if (from >= this._str.length) return 0; const s = this._containing(from); this._offset = s.index + s.segment.length; return this._offset - from; }
    prevGraphemeLength() { const from = this._offset; if (from <= 0) return 0; this._offset = this._containing(from - 1).index; return from - this._offset; }
    eol() { return this._offset >= this._str.length; }
}
`;
  return code.slice(0, start) + iterator + code.slice(end);
}

/** @returns {import('vite').Plugin} */
export function monacoLite() {
  let codicons;
  let leftOut;
  return {
    name: 'monaco-lite',
    enforce: 'pre',
    buildStart() {
      checkStandIns();
      leftOut = leftOutNames();
      codicons = namedCodicons();
    },
    resolveId(source, importer) {
      const path = monacoPath(source, importer);
      const standIn = path && STAND_INS[path];
      return standIn ? join(STAND_IN_DIR, standIn) : null;
    },
    transform(code, id) {
      // The dev server asks with a version query (`…/strings.js?v=1a2b3c`).
      const file = id.split('?')[0];
      if (!inMonaco(file) || !file.endsWith('.js')) return null;
      const path = norm(file);
      const source = path.endsWith('/vs/editor/contrib/find/browser/findController.js')
        ? lazyFindWidget(code)
        : path.endsWith('/vs/base/common/strings.js')
          ? graphemesFromIntl(code)
          : code;
      const out = rewriteModule(source, file, codicons, leftOut);
      return isSideEffectFree(file) ? { code: out, map: null, moduleSideEffects: false } : { code: out, map: null };
    },
  };
}
