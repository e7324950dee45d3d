// Stub for monaco-editor/esm/vs/editor/browser/controller/editContext/native/nativeEditContext.js (~9 KB gzip
// with the screen reader support only it uses): the editor's hidden input built on the EditContext API, which
// only Chromium has. Safe: monaco-api.ts turns the `editContext` option off by default and the app never turns
// it on, so every browser gets the textarea input (textAreaEditContext.js, Monaco's long-standing one, with its
// own screen reader support) and this class is never created; view.js's `instanceof` checks are simply false.
export class NativeEditContext {
  constructor() {
    throw new Error('monaco-lite: the EditContext input is left out of this build; keep the editContext option off');
  }
}
