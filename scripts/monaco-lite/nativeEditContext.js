// Stub for monaco-editor/esm/vs/editor/browser/controller/editContext/native/nativeEditContext.js (input
// through the browser's EditContext API, and its screen-reader content: ~8 KB gzip).
// Safe: the editor takes input through this only when its `editContext` option is on; monaco-api.ts turns that
// option's default off, so every browser uses the hidden-textarea input that Firefox and Safari (which have no
// EditContext API) always use.
export class NativeEditContext {
  constructor() {
    throw new Error("Monaco's EditContext input is left out of this build (scripts/vite-monaco-lite.mjs); keep the editContext option off");
  }
}
