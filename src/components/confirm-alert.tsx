// Blueprint's Alert with what assistive technology needs: the question names the dialog, and on opening focus
// goes to Cancel (the safe choice; Confirm when there is no Cancel) rather than staying on Blueprint's invisible
// focus-trap element, where nothing is announced and nothing shows focus.
import { useId } from 'react';
import { Alert, Classes, type AlertProps } from '@blueprintjs/core';

export function ConfirmAlert({ children, onOpened, ...props }: AlertProps) {
  const bodyId = useId();
  return (
    <Alert
      {...props}
      aria-labelledby={bodyId}
      onOpened={(node) => {
        const buttons = [...node.querySelectorAll<HTMLElement>(`.${Classes.ALERT_FOOTER} .${Classes.BUTTON}`)];
        (buttons.find((button) => !/\bbp6-intent-/.test(button.className)) ?? buttons[0])?.focus();
        onOpened?.(node);
      }}
    >
      <div id={bodyId}>{children}</div>
    </Alert>
  );
}
