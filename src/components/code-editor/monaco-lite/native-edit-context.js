// Stands in for monaco-editor/esm/vs/editor/browser/controller/editContext/native/nativeEditContext.js (~9 KB
// gzip with the screen reader support only it uses): the editor's hidden input built on the EditContext API,
// which only Chromium has. Safe: code-editor-impl.tsx turns the `editContext` option off and the app never
// turns it on, so every browser gets the textarea input (textAreaEditContext.js, Monaco's long-standing one,
// with its own screen reader support) and this class is never created; view.js's `instanceof` checks are
// simply false.
import { neverCreated } from './left-out.js';

export const NativeEditContext = neverCreated('the EditContext input (keep the editContext option off)');
