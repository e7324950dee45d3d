/* global document */
// Stub for monaco-editor/esm/vs/base/browser/markdownRenderer.js (marked and DOMPurify: ~25 KB gzip).
// Safe: the editor the app ships shows no language-feature content (no hovers, suggestions, code actions);
// the only markdown it renders is Monaco's own one-sentence notices (e.g. "Cannot edit in read-only editor"),
// which have no markup. They are shown as text (textContent, so nothing is ever parsed as HTML).
import { removeMarkdownEscapes } from '../common/htmlContent.js';

const plain = (markdown) => (typeof markdown === 'string' ? markdown : removeMarkdownEscapes(markdown?.value ?? ''));

export function renderMarkdown(markdown, _options, target) {
  const element = target ?? document.createElement('div');
  element.textContent = plain(markdown);
  return { element, dispose() {} };
}
export function renderAsPlaintext(markdown) {
  return plain(markdown);
}
