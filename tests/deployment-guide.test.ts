// The README's nginx sample must send the same Content Security Policy the e2e suite runs the app under.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP } from '../scripts/csp.mjs';
import { journeyServerBlock, laneConfig, readmeNginxSample } from '../scripts/scale-out/nginx.mjs';

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

describe('the scale-out lane runs the README sample', () => {
  it('as printed, but for TLS (left out), the upstream ports and the root; a process marked down for a deploy', () => {
    const sample = readmeNginxSample(readme);
    const config = laneConfig(sample, { listen: 9000, ports: [9001, 9002, 9003], dist: '/tmp/dist', down: new Set([1]) });
    const changed = (a: string, b: string) => {
      const before = a.split('\n');
      return b.split('\n').flatMap((line, i): Array<[string, string]> => (line === before[i] ? [] : [[before[i]!.trim(), line.trim()]]));
    };
    expect(config.split('\n')).toHaveLength(sample.split('\n').length);
    expect(changed(sample, config).map(([, after]) => after.replace(/\s+#.*$/, ''))).toEqual([
      'server 127.0.0.1:9001 max_fails=1 fail_timeout=5s;',
      'server 127.0.0.1:9002 max_fails=1 fail_timeout=5s down;',
      'server 127.0.0.1:9003 max_fails=1 fail_timeout=5s;',
      'listen 127.0.0.1:9000;',
      'root /tmp/dist;',
    ]);
    expect(config).not.toMatch(/\bssl\b/);
  });

  it('refuses a sample whose upstream does not name one server per process', () => {
    expect(() => laneConfig(readmeNginxSample(readme), { listen: 9000, ports: [9001, 9002], dist: '/tmp/dist' })).toThrow(/3 servers, the lane runs 2/);
  });

  it('sends the journey block’s /api/v1 to Prism, prefix stripped, and keeps the rest', () => {
    const config = laneConfig(readmeNginxSample(readme), { listen: 9000, ports: [9001, 9002, 9003], dist: '/tmp/dist' });
    const journey = journeyServerBlock(config, { listen: 9010, prismPort: 9011 });
    expect(journey).toContain('listen 127.0.0.1:9010;');
    expect(journey).toContain('proxy_pass http://127.0.0.1:9011/;');
    expect(journey).not.toMatch(/^upstream /m);
    expect(journey.replace('9010', '9000').replace('http://127.0.0.1:9011/', 'http://algocoach')).toBe(config.slice(config.search(/^server \{/m)));
  });
});
