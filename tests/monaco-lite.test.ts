// @vitest-environment node
// The build's check of the modules that stand in for Monaco's (scripts/vite-monaco-lite.mjs, rewrite 5): each
// must export exactly the names of the module it replaces, and no Monaco module may import a name a stand-in
// leaves out, so that a Monaco upgrade that changes either stops the build instead of breaking the editor.
import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { checkStandIns, exportedNames, monacoLite, STAND_INS } from '../scripts/vite-monaco-lite.mjs';

const HOVER_SERVICE = 'platform/hover/browser/hoverService.js';

/** A folder holding one stand-in file with the given source. */
function standInDir(source: string) {
  const dir = mkdtempSync(join(tmpdir(), 'monaco-lite-'));
  writeFileSync(join(dir, 'stand-in.js'), source);
  return dir;
}

describe('exportedNames', () => {
  it('finds every kind of export a stand-in may use, and no type', () => {
    const source = `
      export const { a, b: [c], ...rest } = make();
      export let d = 1, e = 2;
      export function f() {}
      export class G {}
      export enum H { X }
      const i = 1;
      export { i as j, i as 'k' };
      export { l } from './other.js';
      export * as ns from './other.js';
      export default 1;
      export type T = number;
      export interface U {}
      export type { V } from './other.js';
      export declare function w(): void;
    `;
    expect([...exportedNames(source, 'module.ts')].sort()).toEqual(['G', 'H', 'a', 'c', 'd', 'default', 'e', 'f', 'j', 'k', 'l', 'ns', 'rest'].sort());
  });

  it('refuses export * from, which it cannot follow', () => {
    expect(() => exportedNames("export * from './other.js';", 'module.js')).toThrow(/export \* from/);
  });
});

describe('checkStandIns', () => {
  it('passes for the stand-ins the app ships, against the installed Monaco', () => {
    expect(Object.keys(STAND_INS).length).toBeGreaterThan(15);
    expect(() => checkStandIns()).not.toThrow();
  });

  it('fails on a stand-in that lacks an export of its original, naming it', () => {
    const dir = standInDir('export class HoverServiceRenamed {}');
    expect(() => checkStandIns({ [HOVER_SERVICE]: 'stand-in.js' }, { dir })).toThrow(
      /stand-in\.js lacks HoverService, which platform\/hover\/browser\/hoverService\.js exports[\s\S]*stand-in\.js exports HoverServiceRenamed, which .* does not/,
    );
  });

  it('fails on a stand-in that exports more than its original', () => {
    const dir = standInDir('export class HoverService {}\nexport const extra = 1;');
    expect(() => checkStandIns({ [HOVER_SERVICE]: 'stand-in.js' }, { dir })).toThrow(/exports extra, which .* does not/);
  });

  it('fails on a stand-in whose original is gone', () => {
    const dir = standInDir('export {};');
    expect(() => checkStandIns({ 'editor/no-such-module.js': 'stand-in.js' }, { dir })).toThrow(/editor\/no-such-module\.js is no longer in monaco-editor/);
  });

  it('passes on a stand-in with exactly its original’s exports', () => {
    const dir = standInDir('export class HoverService {}');
    expect(() => checkStandIns({ [HOVER_SERVICE]: 'stand-in.js' }, { dir })).not.toThrow();
  });
});

describe('the monaco-lite plugin', () => {
  const plugin = monacoLite() as Plugin & { buildStart(): void; transform(code: string, id: string): unknown; resolveId(source: string, importer?: string): string | null };
  plugin.buildStart();
  const vs = join(realpathSync('node_modules/monaco-editor'), 'esm/vs');

  it('gives every import of a replaced module its stand-in, relative or by package path', () => {
    const importer = join(vs, 'platform/hover/browser/updatableHoverWidget.js');
    expect(plugin.resolveId('./hoverService.js', importer)).toMatch(/src\/components\/code-editor\/monaco-lite\/hover-service\.js$/);
    expect(plugin.resolveId('monaco-editor/platform/hover/browser/hoverService', '/app/src/x.ts')).toMatch(/monaco-lite\/hover-service\.js$/);
    expect(plugin.resolveId('../../../editor/editor.api.js', join(vs, 'languages/definitions/python/python.js'))).toMatch(/monaco-lite\/editor-api\.ts$/);
    expect(plugin.resolveId('./hover.js', importer)).toBeNull();
  });

  it('rewrites a module the dev server asks for with a version query as it does in the build', () => {
    const id = join(vs, 'base/common/strings.js');
    const code = readFileSync(id, 'utf8');
    const rewritten = (plugin.transform(code, `${id}?v=1a2b3c`) as { code: string }).code;
    expect(rewritten).toContain('Intl.Segmenter');
    expect(rewritten).toBe((plugin.transform(code, id) as { code: string }).code);
  });

  it('fails when a Monaco module imports a name its stand-in leaves out', () => {
    const id = join(vs, 'editor/contrib/some/browser/feature.js');
    expect(() => plugin.transform("import { WorkbenchList } from '../../../../platform/list/browser/listService.js';\nnew WorkbenchList();", id)).toThrow(
      /imports WorkbenchList from platform\/list\/browser\/listService\.js, which its stand-in list-service\.js leaves out/,
    );
    expect(() => plugin.transform("import { IListService } from '../../../../platform/list/browser/listService.js';\nIListService;", id)).not.toThrow();
  });
});
