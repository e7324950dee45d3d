// The tooltip of every nivo chart, in the theme's colours (app.css): nivo draws it outside Blueprint's dark class.
import type { ReactNode } from 'react';

export function ChartTooltip({ children, dark }: { children: ReactNode; dark: boolean }) {
  return <div className={`chart-tooltip${dark ? ' chart-tooltip--dark' : ''}`}>{children}</div>;
}
