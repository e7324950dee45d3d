// A message about the whole form (a failed call, a success), read out when it appears.
import type { ReactNode } from 'react';
import { Callout, Intent } from '@blueprintjs/core';

export function FormAlert({ intent = Intent.DANGER, title, children }: { intent?: Intent; title?: string; children: ReactNode }) {
  return (
    <Callout intent={intent} title={title} role={intent === Intent.DANGER || intent === Intent.WARNING ? 'alert' : 'status'} className="auth-alert">
      {children}
    </Callout>
  );
}
