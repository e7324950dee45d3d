// Types for the few internal Monaco modules monaco-api.ts imports (Monaco ships declarations only for its
// public entry points). Each is typed as the public API member it becomes.
declare module 'monaco-editor/editor/common/config/editorOptions' {
  export const EditorOptions: Record<'wrappingIndent' | 'glyphMargin' | 'autoIndent' | 'overviewRulerLanes' | 'editContext', { defaultValue: unknown }>;
}
declare module 'monaco-editor/editor/common/services/editorBaseApi' {
  export const KeyMod: typeof import('monaco-editor').KeyMod;
}
declare module 'monaco-editor/editor/common/standalone/standaloneEnums' {
  export const EditorOption: typeof import('monaco-editor').editor.EditorOption;
  export const IndentAction: typeof import('monaco-editor').languages.IndentAction;
  export const KeyCode: typeof import('monaco-editor').KeyCode;
}
declare module 'monaco-editor/base/common/uri' {
  export const URI: typeof import('monaco-editor').Uri;
}
declare module 'monaco-editor/editor/standalone/browser/standaloneEditor' {
  type E = typeof import('monaco-editor').editor;
  export const create: E['create'];
  export const createModel: E['createModel'];
  export const defineTheme: E['defineTheme'];
  export const getEditors: E['getEditors'];
  export const getModel: E['getModel'];
  export const getModelMarkers: E['getModelMarkers'];
  export const getModels: E['getModels'];
  export const onDidChangeMarkers: E['onDidChangeMarkers'];
  export const onDidCreateEditor: E['onDidCreateEditor'];
  export const remeasureFonts: E['remeasureFonts'];
  export const setModelLanguage: E['setModelLanguage'];
  export const setModelMarkers: E['setModelMarkers'];
  export const setTheme: E['setTheme'];
}
declare module 'monaco-editor/editor/standalone/browser/standaloneLanguages' {
  type L = typeof import('monaco-editor').languages;
  export const getLanguages: L['getLanguages'];
  export const onLanguage: L['onLanguage'];
  export const onLanguageEncountered: L['onLanguageEncountered'];
  export const register: L['register'];
  export const registerTokensProviderFactory: L['registerTokensProviderFactory'];
  export const setLanguageConfiguration: L['setLanguageConfiguration'];
  export const setMonarchTokensProvider: L['setMonarchTokensProvider'];
}
// editing-features.ts: the contribution registry, and the keybinding service it refreshes.
declare module 'monaco-editor/editor/browser/editorExtensions' {
  export const EditorExtensionsRegistry: { getEditorContributions(): { id: string; instantiation: number }[] };
}
declare module 'monaco-editor/editor/standalone/browser/standaloneServices' {
  export const StandaloneServices: { get(id: unknown): unknown };
}
declare module 'monaco-editor/platform/keybinding/common/keybinding' {
  export const IKeybindingService: unknown;
}
