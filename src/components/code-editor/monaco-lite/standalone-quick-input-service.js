// Stands in for monaco-editor/esm/vs/editor/standalone/browser/quickInput/standaloneQuickInputService.js
// (with it, and list-service.js, go the quick-input widget, lists, trees and toolbars: ~95 KB gzip).
// Safe: the quick-input service is created only when something asks for it, which only the command palette
// (F1), "go to line/symbol" and "paste as…" do; monaco-setup.ts loads none of them. Should something ask
// anyway, it fails with a message instead of silently doing nothing.
import { neverCreated } from './left-out.js';

export const StandaloneQuickInputService = neverCreated('Monaco quick input');
export class QuickInputEditorContribution extends neverCreated('Monaco quick input') {
  static get() {
    return null;
  }
}
export const QuickInputEditorWidget = neverCreated('Monaco quick input');
