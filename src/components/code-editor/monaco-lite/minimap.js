/* global document */
// Stands in for monaco-editor/esm/vs/editor/browser/viewParts/minimap/minimap.js (~10 KB gzip): an empty view
// part. Safe: the view always creates a minimap part, but it draws nothing while `minimap.enabled` is false,
// which code-editor-impl.tsx (the app's only editor) always sets. Turning the minimap on would show no minimap.
import { createFastDomNode } from 'monaco-editor/base/browser/fastDomNode';
import { ViewPart } from 'monaco-editor/editor/browser/view/viewPart';

export class Minimap extends ViewPart {
  constructor(context) {
    super(context);
    this._domNode = createFastDomNode(document.createElement('div'));
  }
  getDomNode() {
    return this._domNode;
  }
  prepareRender() {}
  render() {}
}
