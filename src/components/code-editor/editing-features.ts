// Monaco's editing features (the subset of editor.main.js a code box needs), loaded when a person first reaches
// for an editor (pointer over it, touch, or focus) rather than with it: showing code needs none of them, and
// leaving them out of the editor's first load keeps the problem page within its JavaScript budget (issue 9).
// Typing, cursor movement, selection, undo and clipboard are Monaco's core and work from the start.
//
// Monaco instantiates an editor's contributions when the editor is created, from the registry the modules
// below fill when they load. `attachEditingFeatures` gives an editor that already exists the ones it missed.
import type * as Monaco from 'monaco-editor';
import { EditorExtensionsRegistry } from 'monaco-editor/editor/browser/editorExtensions';
import { StandaloneServices } from 'monaco-editor/editor/standalone/browser/standaloneServices';
import { IKeybindingService } from 'monaco-editor/platform/keybinding/common/keybinding';

import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard';
import 'monaco-editor/editor/contrib/comment/browser/comment';
import 'monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo';
import 'monaco-editor/features/find/register'; // in the build, its widget loads on the next focus or the first Ctrl+F
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/indentation/browser/indentation';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations';
import 'monaco-editor/editor/contrib/multicursor/browser/multicursor';
import 'monaco-editor/editor/contrib/readOnlyMessage/browser/contribution';
import 'monaco-editor/editor/contrib/wordOperations/browser/wordOperations';

/** Monaco 0.57's CodeEditorWidget internals this module relies on (checked by the e2e editing tests). */
interface EditorInternals {
  _contributions: {
    _instances: { get(id: string): unknown }; // a DisposableMap
    _pending: Map<string, { id: string; instantiation: number }>;
    _instantiateById(id: string): void;
  };
  _onDidChangeModel: { fire(event: { oldModelUrl: unknown; newModelUrl: unknown }): void };
}
const LAZY = 4; // EditorContributionInstantiation.Lazy: created when first asked for

export function attachEditingFeatures(editor: Monaco.editor.ICodeEditor) {
  const { _contributions: contributions, _onDidChangeModel: onDidChangeModel } = editor as unknown as EditorInternals;
  const missing = EditorExtensionsRegistry.getEditorContributions().filter(
    (desc) => contributions._instances.get(desc.id) === undefined && !contributions._pending.has(desc.id),
  );
  for (const desc of missing) contributions._pending.set(desc.id, desc);
  for (const desc of missing) if (desc.instantiation !== LAZY) contributions._instantiateById(desc.id);
  // The new contributions set themselves up for the editor's model when it is attached (folding ranges, paste
  // indentation…); this one is attached already, so they are told it again.
  const uri = editor.getModel()?.uri ?? null;
  if (missing.length && uri) onDidChangeModel.fire({ oldModelUrl: uri, newModelUrl: uri });
  // The keybinding service caches its table on first use; the features' keybindings join it now.
  (StandaloneServices.get(IKeybindingService) as unknown as { updateResolver(): void }).updateResolver();
}
