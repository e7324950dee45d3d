// The README's nginx sample must send the same Content Security Policy the e2e suite runs the app under.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP } from '../scripts/csp.mjs';

const readme = readFileSync('README.md', 'utf8');

describe('README deployment guide', () => {
  it('sends the tested CSP from the nginx sample', () => {
    const sent = [...readme.matchAll(/add_header Content-Security-Policy "([^"]+)"/g)].map((match) => match[1]);
    expect(sent).toEqual([CSP]);
  });

  it('keeps the hardening directives the product asks for', () => {
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(CSP).toContain(directive);
  });
});
