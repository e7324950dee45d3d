/* global HTMLElement -- runs in the page */
// The find/replace widget, loaded the first time the editor takes focus (rewrite 8 in
// scripts/vite-monaco-lite.mjs): its code and its inputs, toggles and action bar are ~20 KB gzip the page does
// not need to show the editor.
import { FindWidget } from 'monaco-editor/editor/contrib/find/browser/findWidget';

export { FindWidget };
export { FindOptionsWidget } from 'monaco-editor/editor/contrib/find/browser/findOptionsWidget';

// Monaco's features/find/register.js patches the widget so that the buttons of a hidden find widget leave the
// tab order; in this build that module only loads the find controller (see `stubs`), so the patch is applied
// here, once the widget class exists. Copied from monaco-editor 0.57.
const tabIndexPatchKey = '__monacoFindWidgetTabIndexPatchApplied';
const originalTabIndexKey = '__monacoFindWidgetOriginalTabIndex';
function setFindWidgetTabbableState(widget, visible) {
  const domNode = widget?._domNode;
  if (!domNode) return;
  const focusableElements = domNode.querySelectorAll('input, textarea, [tabindex], [role="button"], [role="checkbox"]');
  for (const element of focusableElements) {
    if (!(element instanceof HTMLElement)) continue;
    if (visible) {
      if (!(originalTabIndexKey in element.dataset)) continue;
      const originalTabIndex = element.dataset[originalTabIndexKey];
      if (originalTabIndex === '') element.removeAttribute('tabindex');
      else element.tabIndex = Number(originalTabIndex);
      delete element.dataset[originalTabIndexKey];
    } else {
      if (!(originalTabIndexKey in element.dataset)) element.dataset[originalTabIndexKey] = element.getAttribute('tabindex') ?? '';
      element.tabIndex = -1;
    }
  }
}
if (!FindWidget[tabIndexPatchKey]) {
  const originalReveal = FindWidget.prototype._reveal;
  const originalHide = FindWidget.prototype._hide;
  FindWidget.prototype._reveal = function (...args) {
    originalReveal.apply(this, args);
    setFindWidgetTabbableState(this, true);
  };
  FindWidget.prototype._hide = function (...args) {
    originalHide.apply(this, args);
    setFindWidgetTabbableState(this, false);
  };
  FindWidget[tabIndexPatchKey] = true;
}
