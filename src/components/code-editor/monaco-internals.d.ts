// Types for the internal Monaco modules monaco-lite/editor-api.ts and code-editor.tsx import (Monaco ships
// declarations only for its public entry points). Each is typed as the public API member it becomes.
declare module 'monaco-editor/editor/common/services/editorBaseApi' {
  type Api = typeof import('monaco-editor');
  export function createMonacoBaseAPI(): Omit<Api, 'editor' | 'languages'>;
}
declare module 'monaco-editor/editor/common/standalone/standaloneEnums' {
  export const IndentAction: typeof import('monaco-editor').languages.IndentAction;
  export const EditorOption: typeof import('monaco-editor').editor.EditorOption;
}
declare module 'monaco-editor/editor/standalone/browser/standaloneEditor' {
  type E = typeof import('monaco-editor').editor;
  export const create: E['create'];
  export const createModel: E['createModel'];
  export const getModel: E['getModel'];
  export const getModelMarkers: E['getModelMarkers'];
  export const onDidChangeMarkers: E['onDidChangeMarkers'];
  export const setModelLanguage: E['setModelLanguage'];
  export const setTheme: E['setTheme'];
}
declare module 'monaco-editor/editor/standalone/browser/standaloneLanguages' {
  type L = typeof import('monaco-editor').languages;
  export const onLanguageEncountered: L['onLanguageEncountered'];
  export const register: L['register'];
  export const registerTokensProviderFactory: L['registerTokensProviderFactory'];
  export const setLanguageConfiguration: L['setLanguageConfiguration'];
}
// The steps code-editor.tsx loads Monaco in: only loaded, nothing taken from them.
declare module 'monaco-editor/editor/common/model/textModel';
declare module 'monaco-editor/editor/common/viewModel/viewModelImpl';
declare module 'monaco-editor/editor/browser/widget/codeEditor/codeEditorWidget';
