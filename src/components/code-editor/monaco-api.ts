// The part of Monaco's public API this app uses, built from Monaco's own modules instead of
// `monaco-editor/editor/editor.api`. That module builds the whole `monaco` namespace (diff and multi-diff
// editors, web workers, colorizer, every language-feature registry…), so everything it names ships whether it
// is used or not. Here only what @monaco-editor/react (create, createModel, getModel, setModelLanguage,
// setTheme, onDidChangeMarkers, getModelMarkers, EditorOption, Uri), the app's `onMount` key bindings
// (KeyMod, KeyCode) and Monaco's language registrations (register, registerTokensProviderFactory,
// onLanguageEncountered, setLanguageConfiguration, IndentAction) call is wired up. scripts/vite-monaco-lite.mjs
// points the language registrations' own `editor.api` import here too.
//
// Something not listed here is `undefined` on the object onMount receives; add it from the module that
// editor.api takes it from (the real namespace is the type, so the compiler shows what exists).
import type * as Monaco from 'monaco-editor';
import { EditorOptions } from 'monaco-editor/editor/common/config/editorOptions';
import { KeyMod } from 'monaco-editor/editor/common/services/editorBaseApi';
import { EditorOption, IndentAction, KeyCode } from 'monaco-editor/editor/common/standalone/standaloneEnums';
import { URI } from 'monaco-editor/base/common/uri';
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

// The standalone editor's defaults, as editor.api sets them.
EditorOptions.wrappingIndent.defaultValue = 0; // WrappingIndent.None
EditorOptions.glyphMargin.defaultValue = false;
EditorOptions.autoIndent.defaultValue = 3; // EditorAutoIndentStrategy.Advanced
EditorOptions.overviewRulerLanes.defaultValue = 2;
// The textarea input in every browser: the build leaves out the EditContext one (scripts/monaco-lite/nativeEditContext.js).
EditorOptions.editContext.defaultValue = false;

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

export const Uri = URI as unknown as typeof Monaco.Uri;
export { KeyCode, KeyMod };

/** The object handed to @monaco-editor/react's loader (and so to every `onMount`). */
export const monaco = { editor, languages, Uri, KeyCode, KeyMod } as unknown as typeof Monaco;
