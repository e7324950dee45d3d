// The header of product-spec §2: menu toggle, theme toggle, language toggle and the user dropdown.
import { Alignment, Button, Classes, Menu, MenuDivider, MenuItem, Navbar, PopoverNext, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { session } from '@/auth/session-instance';
import type { User } from '@/auth/session';
import { useSaveProfile } from '@/auth/use-save-profile';
import { paths } from '@/lib/paths';
import { preferencesStore, usePreferences } from '@/lib/preferences';

interface HeaderProps {
  user: User;
  menuOpen: boolean;
  menuControls: string;
  onToggleMenu: () => void;
}

export function Header({ user, menuOpen, menuControls, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const prefs = usePreferences();
  const saveProfile = useSaveProfile();

  // Applied at once; the server learns the choice in the background so other devices follow.
  const toggleTheme = () => {
    const darkTheme = !prefs.darkTheme;
    preferencesStore.set({ darkTheme });
    saveProfile.mutate({ preferences: { darkTheme } });
  };
  const toggleLanguage = () => {
    const language = prefs.language === 'zh' ? 'en' : 'zh';
    preferencesStore.set({ language });
    saveProfile.mutate({ language, preferences: { language } });
  };

  const themeLabel = prefs.darkTheme ? t('header.lightTheme') : t('header.darkTheme');
  const languageLabel = t('header.switchLanguage');

  return (
    <Navbar className="app-header">
      <Navbar.Group align={Alignment.START}>
        <Button
          variant="minimal"
          icon="menu"
          aria-label={menuOpen ? t('header.collapseMenu') : t('header.expandMenu')}
          aria-expanded={menuOpen}
          aria-controls={menuControls}
          onClick={onToggleMenu}
        />
        <Navbar.Heading className="app-header__brand">{t('brand.name')}</Navbar.Heading>
      </Navbar.Group>
      <Navbar.Group align={Alignment.END} className="app-header__actions">
        <Tooltip content={themeLabel}>
          <Button variant="minimal" icon={prefs.darkTheme ? 'flash' : 'moon'} aria-label={themeLabel} onClick={toggleTheme} />
        </Tooltip>
        <Tooltip content={languageLabel}>
          <Button variant="minimal" icon="translate" text={t('header.otherLanguage')} aria-label={languageLabel} onClick={toggleLanguage} lang={prefs.language === 'zh' ? 'en' : 'zh-CN'} />
        </Tooltip>
        {/* PopoverNext, like the tooltips and menus: Blueprint's older Popover would add a second positioning
            library (popper.js) to every signed-in page. */}
        <PopoverNext
          placement="bottom-end"
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
          <Button variant="minimal" icon="user" endIcon="caret-down" text={user.username} aria-label={t('header.userMenuFor', { name: user.username })} />
        </PopoverNext>
      </Navbar.Group>
    </Navbar>
  );
}
