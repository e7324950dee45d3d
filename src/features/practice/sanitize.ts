// Problem descriptions are untrusted HTML from the server: only DOMPurify's output is ever rendered.
import DOMPurify from 'dompurify';

// A private instance, so the hook below does not change sanitising anywhere else in the app.
const purifier = typeof window === 'undefined' ? null : DOMPurify(window);

purifier?.addHook('afterSanitizeAttributes', (node) => {
  // Links leave the app in a new tab without handing it a window.opener.
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const TAG = /<[a-z][^>]*>/gi;
const EVENT_HANDLER = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * Drops `on…=` attributes from the markup before any parser sees it: Chromium reports a CSP violation for an
 * inline handler even in an inert document such as DOMPurify's, although nothing runs. Only text inside tags
 * is touched; DOMPurify below remains the actual sanitiser.
 */
export function stripEventHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(EVENT_HANDLER, ''));
}

/** HTML without scripts, event handlers, `javascript:` URLs, forms or styles. */
export function sanitizeDescription(html: string): string {
  if (!purifier) return '';
  return purifier.sanitize(stripEventHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
