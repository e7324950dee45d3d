// Stands in for monaco-editor/esm/vs/editor/editor.api.js, the `monaco` namespace, with the same exports. The
// original builds the whole namespace (diff and multi-diff editors, web workers, colorizer, every
// language-feature registry…), so everything it names ships whether it is used or not. Here `editor` and
// `languages` hold only what @monaco-editor/react (create, createModel, getModel, setModelLanguage, setTheme,
// onDidChangeMarkers, getModelMarkers, EditorOption), the app's `onMount` key bindings (KeyMod, KeyCode) and
// Monaco's language registrations (register, registerTokensProviderFactory, onLanguageEncountered,
// setLanguageConfiguration, IndentAction) call. Monaco's own imports of editor.api get this module too
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
  defineTheme,
  getEditors,
  getModel,
  getModelMarkers,
  getModels,
  onDidChangeMarkers,
  onDidCreateEditor,
  remeasureFonts,
  setModelLanguage,
  setModelMarkers,
  setTheme,
} from 'monaco-editor/editor/standalone/browser/standaloneEditor';
import {
  getLanguages,
  onLanguage,
  onLanguageEncountered,
  register,
  registerTokensProviderFactory,
  setLanguageConfiguration,
  setMonarchTokensProvider,
} from 'monaco-editor/editor/standalone/browser/standaloneLanguages';

export const { CancellationTokenSource, Emitter, KeyCode, KeyMod, MarkerSeverity, MarkerTag, Position, Range, Selection, SelectionDirection, Token, Uri } =
  createMonacoBaseAPI();

export const editor = {
  create,
  createModel,
  defineTheme,
  getEditors,
  getModel,
  getModelMarkers,
  getModels,
  onDidChangeMarkers,
  onDidCreateEditor,
  remeasureFonts,
  setModelLanguage,
  setModelMarkers,
  setTheme,
  EditorOption,
} as unknown as typeof Monaco.editor;

export const languages = {
  getLanguages,
  onLanguage,
  onLanguageEncountered,
  register,
  registerTokensProviderFactory,
  setLanguageConfiguration,
  setMonarchTokensProvider,
  IndentAction,
} as unknown as typeof Monaco.languages;
