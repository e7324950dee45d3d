// Every icon the app names, each its own tiny chunk fetched when first rendered (see icons.ts for the tiers).
import { IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

const listed = import.meta.glob<IconPaths>(
  './{16px,20px}/paths/{add,arrow-left,arrow-right,blocked-person,calendar,caret-down,chart,chevron-down,chevron-left,chevron-right,chevron-up,circle,cloud-download,code,cog,cross,crown,dashboard,document,double-caret-vertical,double-chevron-left,double-chevron-right,download,edit,envelope,error,eye-off,eye-open,filter-remove,flag,flash,floppy-disk,globe,history,import,inbox,key,key-command,lightbulb,list,log-out,menu,moon,people,person,play,predictive-analysis,random,refresh,search,select,send-message,share,shield,small-cross,sort-asc,sort-desc,stop,stopwatch,tick,tick-circle,time,timeline-line-chart,translate,trash,trending-down,trending-up,updated,user,warning-sign}.js',
  // Patterns and keys are relative to `base`: short keys ('./16px/paths/cross.js') keep the table small.
  { import: 'default', base: '../../node_modules/@blueprintjs/icons/lib/esm/generated/' },
);

const key = (name: string, size: IconSize) => `./${size === IconSize.STANDARD ? '16px' : '20px'}/paths/${name}.js`;

/** The icon names with their own chunks (for the test that keeps this list complete). */
export const LISTED_ICONS = new Set(Object.keys(listed).map((path) => path.replace(/^.*\/(.+)\.js$/, '$1')));

export async function loadIcon(name: IconName, size: IconSize): Promise<IconPaths> {
  const load = listed[key(name, size)];
  if (load) return load();
  const { loadAnyIcon } = await import('./icons-all');
  return loadAnyIcon(name, size);
}
