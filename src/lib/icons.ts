// Blueprint's default icon loader pulls in every icon's paths (~200 KB gzip), and even a table of per-icon chunks
// costs ~5 KB gzip, so icons come in three tiers:
//   1. the few icons of the account pages (the first load of /login), bundled here;
//   2. every other icon the app names, each its own tiny chunk, listed in icon-table.ts (a lazy chunk itself);
//   3. any other name (a new screen that forgot to list it) through the full table in icons-all.ts, also lazy.
// tests/icons.test.ts fails when a name used in src/ is missing from tier 2. (Blueprint's own components draw
// their icons from static imports.)
import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

// Patterns and keys are relative to `base`.
const accountPageIcons = import.meta.glob<IconPaths>('./16px/paths/{envelope,error,eye-off,eye-open,flash,moon,refresh,tick,translate}.js', {
  import: 'default',
  eager: true,
  base: '../../node_modules/@blueprintjs/icons/lib/esm/generated/',
});

export function installIconLoader() {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize) => {
      const bundled = size === IconSize.STANDARD ? accountPageIcons[`./16px/paths/${name}.js`] : undefined;
      if (bundled) return bundled;
      const { loadIcon } = await import('./icon-table');
      return loadIcon(name, size);
    },
  });
}
