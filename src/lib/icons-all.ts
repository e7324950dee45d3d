// Every Blueprint icon, for names not listed in icon-table.ts. Loaded only when such an icon is first rendered.
import { IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

const paths = import.meta.glob<IconPaths>('./{16px,20px}/paths/*.js', {
  import: 'default',
  base: '../../node_modules/@blueprintjs/icons/lib/esm/generated/',
});

export async function loadAnyIcon(name: IconName, size: IconSize): Promise<IconPaths> {
  const load = paths[`./${size === IconSize.STANDARD ? '16px' : '20px'}/paths/${name}.js`];
  return load ? load() : [];
}
