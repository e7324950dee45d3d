// One titled card of the progress page; its heading names the region for screen readers.
import { useId, type ReactNode } from 'react';
import { Card } from '@blueprintjs/core';

export function ProgressSection({ title, actions, children, className }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <Card className={`progress-section ${className ?? ''}`} role="region" aria-labelledby={id} compact>
      <header className="progress-section__header">
        <h2 id={id} className="progress-section__title">
          {title}
        </h2>
        {actions && <div className="progress-section__actions">{actions}</div>}
      </header>
      {children}
    </Card>
  );
}
