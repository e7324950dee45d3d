/* global document */
// Stands in for monaco-editor/esm/vs/base/browser/markdownRenderer.js (marked and DOMPurify: ~25 KB gzip).
// Safe: the editor the app ships shows no language-feature content (no hovers, suggestions, code actions);
// the only markdown it renders is Monaco's own one-sentence notices (e.g. "Cannot edit in read-only editor"),
// which have no markup. They are shown as text (textContent, so nothing is ever parsed as HTML).
import { removeMarkdownEscapes } from 'monaco-editor/base/common/htmlContent';
import { leftOut } from './left-out.js';

const plain = (markdown) => (typeof markdown === 'string' ? markdown : removeMarkdownEscapes(markdown?.value ?? ''));

export function renderMarkdown(markdown, _options, target) {
  const element = target ?? document.createElement('div');
  element.textContent = plain(markdown);
  return { element, dispose() {} };
}
export function renderAsPlaintext(markdown) {
  return plain(markdown);
}
export const allowedMarkdownHtmlAttributes = leftOut('allowedMarkdownHtmlAttributes');
export const allowedMarkdownHtmlTags = leftOut('allowedMarkdownHtmlTags');
export const fillInIncompleteTokens = leftOut('fillInIncompleteTokens');
