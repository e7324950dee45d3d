// Stands in for monaco-editor/esm/vs/base/common/observableInternal/logging/debugger/devToolsLogger.js (~2 KB
// gzip). Safe: Monaco uses this logger only when the VSCODE_DEV_DEBUG_OBSERVABLES environment variable is set,
// which a browser page never has.
export class DevToolsLogger {
  static getInstance() {
    throw new Error("monaco-lite: Monaco's observable dev-tools logger is left out of this build");
  }
}
