// The Content Security Policy the built app runs under (vite preview sends it, so every e2e test runs under
// it; the README's nginx sample sends the same). Why each non-'self' source is there:
//   style-src 'unsafe-inline'  Monaco adds <style> elements at run time (its theme and token colours), and
//                              Blueprint's popovers and the table set inline style attributes in markup.
//   img-src data:              the favicon and Blueprint's small inline SVG backgrounds are data: URLs;
//           https:             problem descriptions from LeetCode may show images from its CDN.
//   script-src 'sha256-…'      the one inline script, the start-up preload in index.html (src/start-preload.js),
//                              allowed by its hash and nothing else inline.
// Monaco's one worker (the editor worker) is a bundled file, so workers need nothing beyond 'self'.
import { START_PRELOAD_HASH } from './start-preload-script.mjs';

export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", START_PRELOAD_HASH],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

export const CSP = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');
