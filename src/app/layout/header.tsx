// The header of product-spec §2: menu toggle, theme toggle, language toggle and the user dropdown.
import { useEffect, useState, type ComponentType } from 'react';
import { Alignment, Button, Navbar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@/auth/session';
import { preferencesStore, usePreferences } from '@/lib/preferences';
import type { UserMenuProps } from './user-menu';

// Blueprint's Tooltip and Popover bring a positioning library (~17 KB gzip) that every signed-in page would
// load for three header buttons. The toggles' tooltips are drawn by CSS instead (`data-tip`, app.css), and the
// user menu's popover (user-menu.tsx) loads on the first sign of a person at the page (a key, the pointer, a
// touch), so it is there before they reach its button; until then a plain button stands in (and hands over
// focus, or opens the menu when it arrives, if someone is quicker).
let userMenuModule: Promise<{ default: ComponentType<UserMenuProps> }> | undefined;
const loadUserMenu = () => (userMenuModule ??= import('./user-menu'));
const INTERACTIONS = ['keydown', 'pointermove', 'pointerdown', 'touchstart'] as const;

function UserMenuButton({ button }: { button: UserMenuProps['button'] }) {
  const [UserMenu, setUserMenu] = useState<ComponentType<UserMenuProps> | null>(null);
  const [openAtOnce, setOpenAtOnce] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    let active = true;
    const load = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, load, true);
      void loadUserMenu().then((module) => active && setUserMenu(() => module.default));
    };
    if (userMenuModule) load(); // fetched already (an earlier header)
    else for (const type of INTERACTIONS) document.addEventListener(type, load, { capture: true, passive: true });
    return () => {
      active = false;
      for (const type of INTERACTIONS) document.removeEventListener(type, load, true);
    };
  }, []);
  if (UserMenu) return <UserMenu button={button} openAtOnce={openAtOnce} takeFocus={focused} />;
  return (
    <Button
      {...button}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      // A press before the menu has arrived opens it as soon as it does.
      onPointerDown={() => setOpenAtOnce(true)}
      onClick={() => setOpenAtOnce(true)}
    />
  );
}

/** Escape hides the CSS tooltips until the pointer moves or focus changes (WCAG 1.4.13: dismissible). */
function useDismissibleTooltips() {
  useEffect(() => {
    const root = document.documentElement;
    const hide = (event: KeyboardEvent) => event.key === 'Escape' && root.classList.add('tips-hidden');
    const show = () => root.classList.contains('tips-hidden') && root.classList.remove('tips-hidden');
    document.addEventListener('keydown', hide);
    document.addEventListener('pointermove', show, { passive: true });
    document.addEventListener('focusin', show);
    return () => {
      document.removeEventListener('keydown', hide);
      document.removeEventListener('pointermove', show);
      document.removeEventListener('focusin', show);
    };
  }, []);
}

interface HeaderProps {
  user: User;
  menuOpen: boolean;
  menuControls: string;
  onToggleMenu: () => void;
}

export function Header({ user, menuOpen, menuControls, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation('common');
  useDismissibleTooltips();
  const prefs = usePreferences();
  const toggleTheme = () => preferencesStore.change({ darkTheme: !prefs.darkTheme });
  const toggleLanguage = () => preferencesStore.change({ language: prefs.language === 'zh' ? 'en' : 'zh' });

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
        <Button variant="minimal" icon={prefs.darkTheme ? 'flash' : 'moon'} aria-label={themeLabel} data-tip={themeLabel} onClick={toggleTheme} />
        <Button
          variant="minimal"
          icon="translate"
          text={t('header.otherLanguage')}
          aria-label={languageLabel}
          data-tip={languageLabel}
          onClick={toggleLanguage}
          lang={prefs.language === 'zh' ? 'en' : 'zh-CN'}
        />
        <UserMenuButton
          button={{ variant: 'minimal', icon: 'user', endIcon: 'caret-down', text: user.username, 'aria-label': t('header.userMenuFor', { name: user.username }), 'aria-haspopup': 'menu' }}
        />
      </Navbar.Group>
    </Navbar>
  );
}
