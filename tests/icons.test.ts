// Keeps the list of src/lib/icon-table.ts complete: every Blueprint icon name written in src/ on a line about icons must
// have its own small chunk (otherwise it loads through the full, lazily fetched table: slower, but still shown).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTED_ICONS } from '@/lib/icon-table';

const ICON_NAMES = new Set(
  readdirSync('node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths')
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -3)),
);

function namesUsedIn(dir: string, found = new Set<string>()) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) namesUsedIn(path, found);
    else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') && !path.endsWith(join('lib', 'icon-table.ts')))
      for (const line of readFileSync(path, 'utf8').split('\n'))
        if (/icon/i.test(line)) for (const match of line.matchAll(/['"]([a-z0-9-]+)['"]/g)) if (ICON_NAMES.has(match[1]!)) found.add(match[1]!);
  }
  return found;
}

describe('icon chunks', () => {
  it('lists every icon the app names', () => {
    const used = namesUsedIn('src');
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !LISTED_ICONS.has(name))).toEqual([]);
  });

  it('lists only real icon names', () => {
    expect(LISTED_ICONS.size).toBeGreaterThan(20);
    expect([...LISTED_ICONS].filter((name) => !ICON_NAMES.has(name))).toEqual([]);
  });
});
