// Stub for monaco-editor/esm/vs/editor/standalone/browser/services/standaloneWebWorkerService.js (~3 KB gzip
// with the worker plumbing under it): the service that starts Monaco's web workers. Safe: its only users in the
// standalone editor are EditorWorkerService and createWebWorker, which this build leaves out
// (editorServicesContribution.js, standaloneWebWorker.js); no language service is loaded either. Asking it for
// a worker fails loudly instead of quietly doing nothing. (monaco-setup.ts still gives MonacoEnvironment the
// editor worker, for the dev server, which runs Monaco unmodified.)
export class StandaloneWebWorkerService {
  createWorkerClient() {
    throw new Error('monaco-lite: web workers are left out of this build');
  }
}
