// A note's Markdown as HTML. The note is the learner's own text, but it is rendered like every text the app did
// not write itself: Markdown → HTML by marked, then only DOMPurify's output (the statement's rules) is shown.
import { Marked } from 'marked';
import { sanitizeDescription } from './sanitize';

// A private instance (GitHub's flavour, a line break where the learner pressed Enter): the global one stays untouched.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

export function renderNote(text: string): string {
  return sanitizeDescription(markdown.parse(text, { async: false }));
}
