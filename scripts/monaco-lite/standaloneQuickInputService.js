// Stub for monaco-editor/esm/vs/editor/standalone/browser/quickInput/standaloneQuickInputService.js
// (with it, and listService.js, go the quick-input widget, lists, trees and toolbars: ~95 KB gzip).
// Safe: the quick-input service is created only when something asks for it, which only the command palette
// (F1), "go to line/symbol" and "paste as…" do; monaco-setup.ts loads none of them. Should something ask
// anyway, it fails with this message instead of silently doing nothing.
function leftOut() {
  throw new Error('Monaco quick input is left out of this build (scripts/vite-monaco-lite.mjs)');
}
export class StandaloneQuickInputService {
  constructor() {
    leftOut();
  }
}
export class QuickInputEditorContribution {
  static get() {
    return null;
  }
  constructor() {
    leftOut();
  }
}
export class QuickInputEditorWidget {
  constructor() {
    leftOut();
  }
}
