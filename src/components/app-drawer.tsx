// Blueprint's Drawer, made a labelled modal dialog for assistive technology. Blueprint's own Drawer panel has
// no dialog role or name and an English-only "Close" label, so the header is drawn here inside an element
// that carries role="dialog", aria-modal and the title as its name. On opening, focus goes to that element
// (announcing the title) rather than staying on Blueprint's invisible focus-trap element, unless a quick
// keyboard user has already tabbed into it during the opening transition; Blueprint still traps focus, closes
// on Escape and gives focus back to the opener.
import { useId, useRef, type ReactNode } from 'react';
import { Button, Classes, Drawer, H4, Icon, IconSize, type DrawerProps, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface AppDrawerProps extends Omit<DrawerProps, 'title' | 'icon' | 'children'> {
  title: string;
  icon?: IconName;
  children?: ReactNode;
}

export function AppDrawer({ title, icon, children, onClose, onOpened, ...props }: AppDrawerProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  return (
    <Drawer
      {...props}
      onClose={onClose}
      onOpened={(node) => {
        const panel = dialog.current;
        if (panel && !panel.contains(document.activeElement)) panel.focus();
        onOpened?.(node);
      }}
    >
      <div ref={dialog} className="app-drawer" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={Classes.DRAWER_HEADER}>
          {icon && <Icon icon={icon} size={IconSize.LARGE} aria-hidden />}
          <H4 id={titleId}>{title}</H4>
          <Button aria-label={t('actions.close')} className={Classes.DIALOG_CLOSE_BUTTON} icon={<Icon icon="small-cross" size={IconSize.LARGE} />} variant="minimal" onClick={onClose} />
        </div>
        {children}
      </div>
    </Drawer>
  );
}
