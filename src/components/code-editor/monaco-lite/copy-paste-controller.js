// Stands in for monaco-editor/esm/vs/editor/contrib/dropOrPasteInto/browser/copyPasteController.js
// (with it go the "paste as…" widget and the action list: ~55 KB gzip).
// Safe: the controller is an editor contribution registered only by copyPasteContribution.js, which
// monaco-setup.ts does not load, so `CopyPasteController.get(editor)` (the clipboard contribution's only use)
// already answers null and plain paste is used; the other names are read only by that contribution.
export class CopyPasteController {
  static get() {
    return null;
  }
}
export const changePasteTypeCommandId = 'editor.changePasteType';
export const pasteAsPreferenceConfig = 'editor.pasteAs.preferences';
export const pasteWidgetVisibleCtx = undefined;
