// What a CodeEditor takes, in a module of its own: the lazy wrapper (code-editor.tsx) and the editor it loads
// (code-editor-impl.tsx) both need it, and neither may import the other's module for it (no import circles).
import type { Ref } from 'react';
import type * as Monaco from 'monaco-editor';

/** What a page can ask of the editor, whether Monaco or its stand-in text area is showing. */
export interface CodeEditorHandle {
  /**
   * Puts the cursor at the start of a line's text (1-based; clamped to the text), scrolls the line into the middle
   * of the box and focuses the editor — to show the learner a line an analysis names.
   */
  goToLine(line: number): void;
}

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Monaco's language id (`monaco_id` of GET /submissions/languages/supported). */
  language: string;
  readOnly?: boolean;
  /** CSS height, e.g. `420px` or `60vh`. */
  height: string | number;
  ariaLabel: string;
  /**
   * Gives access to the editor instance and the Monaco API, e.g. to add key bindings: Monaco keeps the keys
   * it handles (Ctrl+Enter inserts a line) from reaching page-level hotkeys, so shortcuts that must also work
   * while typing are added here with `instance.addCommand`.
   */
  onMount?: (instance: Monaco.editor.IStandaloneCodeEditor, monaco: typeof Monaco) => void;
  /** Set to the editor's handle (CodeEditor only; the Monaco part it loads takes none). */
  ref?: Ref<CodeEditorHandle>;
}
