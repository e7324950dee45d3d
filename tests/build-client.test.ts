// The first `npm start` builds the client for about a minute: it says what it is doing every few seconds instead of
// a silent minute (scripts/build-client.mjs), and says how it ended.
import type { Plugin } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const build = vi.hoisted(() => vi.fn());
vi.mock('vite', async (original) => ({ ...(await original<typeof import('vite')>()), build }));
const { buildClient } = await import('../scripts/build-client.mjs');

type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'transform' | 'renderStart') => plugin[name] as unknown as Hook;

describe('buildClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    build.mockReset();
  });

  it('prints the phase and the modules so far every 3 s, then the total', async () => {
    build.mockImplementation(async ({ plugins }: { plugins: Plugin[] }) => {
      const [progress] = plugins;
      for (let i = 0; i < 120; i++) hook(progress!, 'transform')('code', `/src/m${i}.ts`);
      await vi.advanceTimersByTimeAsync(3_000);
      hook(progress!, 'renderStart')();
      await vi.advanceTimersByTimeAsync(3_000);
    });
    const lines: string[] = [];
    expect(await buildClient({ log: (line) => lines.push(line) })).toBe(true);
    expect(lines).toEqual(['  … compiling the sources: 120 modules, 3 s', '  … writing the bundles: 120 modules, 6 s', '  Client built: 120 modules in 6 s.']);
    expect(build).toHaveBeenCalledWith(expect.objectContaining({ logLevel: 'warn' }));
  });

  it('fails a build that warned when asked for none (CI), and lets it pass otherwise (npm start)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    build.mockImplementation(async ({ customLogger }: { customLogger: { warn(message: string): void } }) => {
      customLogger.warn('Module "module" has been externalized for browser compatibility');
    });
    const quiet = { log: () => {} };
    expect(await buildClient({ ...quiet, noWarnings: true })).toBe(false);
    expect(console.error).toHaveBeenCalledWith('The build warned 1 time(s); see above.');
    expect(await buildClient(quiet)).toBe(true);
  });

  it('answers false on a failed build and stops printing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    build.mockRejectedValue(new Error('[vite]: Rollup failed to resolve import'));
    const lines: string[] = [];
    expect(await buildClient({ log: (line) => lines.push(line) })).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(lines).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('[vite]: Rollup failed to resolve import');
  });
});
