// Blueprint's default icon loader pulls in every icon's paths (~200 KB gzip). This loader fetches only the
// icons actually rendered, each as its own tiny chunk.
import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

const paths16 = import.meta.glob<IconPaths>('../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js', {
  import: 'default',
});
const paths20 = import.meta.glob<IconPaths>('../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js', {
  import: 'default',
});

export function installIconLoader() {
  Icons.setLoaderOptions({
    loader: async (name: IconName, size: IconSize) => {
      const table = size === IconSize.STANDARD ? paths16 : paths20;
      const folder = size === IconSize.STANDARD ? '16px' : '20px';
      const load = table[`../../node_modules/@blueprintjs/icons/lib/esm/generated/${folder}/paths/${name}.js`];
      return load ? load() : [];
    },
  });
}
