// Stands in for monaco-editor/esm/vs/editor/standalone/browser/standaloneWebWorker.js: `monaco.editor.createWebWorker`,
// which editor-api.ts does not offer. Without it, and with editor-services-contribution.js, nothing imports
// Monaco's editor-worker client any more (its class has a static field built with `new`, which keeps it in the
// bundle while anything imports its module).
export function createWebWorker() {
  throw new Error('monaco-lite: createWebWorker is left out of this build');
}
