// Stands in for monaco-editor/esm/vs/editor/editor.api.js, the `monaco` namespace, with the same exports. The
// original builds the whole namespace (diff and multi-diff editors, web workers, colorizer, every
// language-feature registry…), so everything it names ships whether it is used or not. Here `editor` and
// `languages` hold only what code-editor-impl.tsx and the @monaco-editor/react wrapper it renders (create,
// createModel, getModel, setModelLanguage, setTheme, EditorOption; onDidChangeMarkers and getModelMarkers for its
// onValidate, which it subscribes to whether used or not) and Monaco's
// language registrations (register, registerTokensProviderFactory, onLanguageEncountered,
// setLanguageConfiguration, IndentAction) call; the rest is Monaco's base API, as in the original (the app's
// `onMount` key bindings use KeyMod and KeyCode). Monaco's own imports of editor.api get this module too
// (scripts/vite-monaco-lite.mjs).
//
// Something not listed here is `undefined` on the object onMount receives; add it from the module that
// editor.api takes it from (the real namespace is the type, so the compiler shows what exists).
//
// editor.api also changes four option defaults for every editor; the app's editor passes those options itself
// (code-editor-impl.tsx) instead of writing Monaco's option table.
import type * as Monaco from 'monaco-editor';
import { createMonacoBaseAPI } from 'monaco-editor/editor/common/services/editorBaseApi';
import { EditorOption, IndentAction } from 'monaco-editor/editor/common/standalone/standaloneEnums';
import {
  create,
  createModel,
  getModel,
  getModelMarkers,
  onDidChangeMarkers,
  setModelLanguage,
  setTheme,
} from 'monaco-editor/editor/standalone/browser/standaloneEditor';
import {
  onLanguageEncountered,
  register,
  registerTokensProviderFactory,
  setLanguageConfiguration,
} from 'monaco-editor/editor/standalone/browser/standaloneLanguages';

export const { CancellationTokenSource, Emitter, KeyCode, KeyMod, MarkerSeverity, MarkerTag, Position, Range, Selection, SelectionDirection, Token, Uri } =
  createMonacoBaseAPI();

export const editor = {
  create,
  createModel,
  getModel,
  getModelMarkers,
  onDidChangeMarkers,
  setModelLanguage,
  setTheme,
  EditorOption,
} as unknown as typeof Monaco.editor;

export const languages = {
  onLanguageEncountered,
  register,
  registerTokensProviderFactory,
  setLanguageConfiguration,
  IndentAction,
} as unknown as typeof Monaco.languages;
