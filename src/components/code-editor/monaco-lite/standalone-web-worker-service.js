// Stands in for monaco-editor/esm/vs/editor/standalone/browser/services/standaloneWebWorkerService.js (~3 KB
// gzip with the worker plumbing under it): the service that starts Monaco's web workers. Safe: its only users
// in the standalone editor are EditorWorkerService and createWebWorker, which this build leaves out
// (editor-services-contribution.js, standalone-web-worker.js); no language service is loaded either. So the
// app starts no web worker and bundles none. Asking it for a worker fails loudly instead of quietly doing
// nothing.
export class StandaloneWebWorkerService {
  createWorkerClient() {
    throw new Error('monaco-lite: web workers are left out of this build');
  }
}
