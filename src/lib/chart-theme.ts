// Nivo's colours for the current theme, for every chart of the app (the dashboard's and the progress page's):
// nivo draws in SVG, so Blueprint's dark class does not reach it.
import type { ResponsiveBar } from '@nivo/bar';
import type { ComponentProps } from 'react';

type ChartTheme = NonNullable<ComponentProps<typeof ResponsiveBar>['theme']>;

const PALETTE = {
  light: { text: '#1c2127', muted: '#5f6b7c', grid: '#dce0e5', tooltipBg: '#ffffff', tooltipText: '#1c2127' },
  dark: { text: '#f6f7f9', muted: '#abb3bf', grid: '#383e47', tooltipBg: '#2f343c', tooltipText: '#f6f7f9' },
} as const;

/** Solved / not solved / line colours that read on both backgrounds. */
export const SERIES_COLOURS = {
  light: { solved: '#238551', unsolved: '#c87619', line: '#2d72d2' },
  dark: { solved: '#32a467', unsolved: '#ec9a3c', line: '#4c90f0' },
} as const;

/** The practice heatmap: an empty day, then four steps of more submissions (greens that read on both backgrounds). */
export const HEATMAP_COLOURS = {
  light: { empty: '#edeff2', steps: ['#c3e6cd', '#72ca9b', '#238551', '#165a36'] },
  dark: { empty: '#2f343c', steps: ['#1c6e42', '#238551', '#32a467', '#72ca9b'] },
} as const;

export function chartTheme(dark: boolean): ChartTheme {
  const colours = dark ? PALETTE.dark : PALETTE.light;
  return {
    text: { fill: colours.text, fontSize: 12 },
    axis: {
      domain: { line: { stroke: colours.grid, strokeWidth: 1 } },
      ticks: { line: { stroke: colours.grid, strokeWidth: 1 }, text: { fill: colours.muted, fontSize: 11 } },
      legend: { text: { fill: colours.text, fontSize: 12 } },
    },
    grid: { line: { stroke: colours.grid, strokeWidth: 1 } },
    legends: { text: { fill: colours.text, fontSize: 12 } },
    crosshair: { line: { stroke: colours.muted, strokeWidth: 1, strokeOpacity: 0.8 } },
    tooltip: {
      container: { background: colours.tooltipBg, color: colours.tooltipText, fontSize: 12, borderRadius: 4, boxShadow: '0 2px 8px rgba(0,0,0,0.3)' },
    },
  };
}
