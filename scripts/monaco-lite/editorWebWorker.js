// Stub for monaco-editor/esm/vs/editor/common/services/editorWebWorker.js in the page (diff computers and
// the rest of the worker's code: ~25 KB gzip). The worker itself (monaco-setup.ts) keeps the real module.
// Safe: the page uses it only as a fallback when the editor worker cannot start; the worker is bundled with
// the app and allowed by its CSP (worker-src 'self'), and nothing the app's editor does starts it at all.
export class EditorWorker {
  constructor() {
    throw new Error("Monaco's in-page fallback for its editor worker is left out of this build (scripts/vite-monaco-lite.mjs)");
  }
}
