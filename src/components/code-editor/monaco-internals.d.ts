// Types for the internal Monaco modules monaco-lite/editor-api.ts imports (Monaco ships declarations only for
// its public entry points). Each is typed as the public API member it becomes.
declare module 'monaco-editor/editor/common/services/editorBaseApi' {
  type Api = typeof import('monaco-editor');
  export function createMonacoBaseAPI(): Omit<Api, 'editor' | 'languages'>;
}
declare module 'monaco-editor/editor/common/standalone/standaloneEnums' {
  export const EditorOption: typeof import('monaco-editor').editor.EditorOption;
  export const IndentAction: typeof import('monaco-editor').languages.IndentAction;
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
