// The user dropdown's menu (profile, log out): loaded when the user first reaches for its button (see
// UserMenuButton in header.tsx), so the popover library behind it is not part of any page's first load.
import { Button, Classes, Menu, MenuDivider, MenuItem, PopoverNext, type ButtonProps } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { session } from '@/auth/session-instance';
import { paths } from '@/lib/paths';

export interface UserMenuProps {
  button: ButtonProps & { 'aria-label': string; 'aria-haspopup': 'menu' };
  /** The button was clicked before this module arrived: open at once. */
  openAtOnce: boolean;
  /** The button had keyboard focus before this module arrived: this one takes it over. */
  takeFocus: boolean;
}

export default function UserMenu({ button, openAtOnce, takeFocus }: UserMenuProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    // PopoverNext, like Blueprint's tooltips and menus: its older Popover would add a second positioning library.
    <PopoverNext
      placement="bottom-end"
      defaultIsOpen={openAtOnce}
      // Opening moves focus to the first entry (Blueprint would leave it on an invisible focus-trap element);
      // Escape or a choice closes the menu and focus goes back to the button that opened it.
      onOpened={(node) => node.querySelector<HTMLElement>(`.${Classes.MENU_ITEM}`)?.focus()}
      shouldReturnFocusOnClose
      content={
        <Menu aria-label={t('header.userMenu')}>
          <MenuItem icon="user" text={t('header.profile')} onClick={() => navigate(paths.settings)} />
          <MenuDivider />
          <MenuItem icon="log-out" text={t('header.logout')} intent="danger" onClick={() => session.signOut('logout')} />
        </Menu>
      }
    >
      <Button {...button} autoFocus={takeFocus} />
    </PopoverNext>
  );
}
