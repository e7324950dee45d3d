// The side menu of product-spec §2: dashboard, problems, progress, history, settings, and admin for admins; and
// the interview sessions (issue 26).
import { Classes, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@/lib/paths';

interface Entry {
  to: string;
  icon: IconName;
  label: string;
}

const ENTRIES: Entry[] = [
  { to: paths.dashboard, icon: 'dashboard', label: 'menu.dashboard' },
  { to: paths.problems, icon: 'code', label: 'menu.problems' },
  { to: paths.progress, icon: 'timeline-line-chart', label: 'menu.progress' },
  { to: paths.history, icon: 'history', label: 'menu.history' },
  { to: paths.interview, icon: 'stopwatch', label: 'menu.interview' },
  { to: paths.settings, icon: 'cog', label: 'menu.settings' },
];
const ADMIN_ENTRY: Entry = { to: paths.admin, icon: 'shield', label: 'menu.admin' };

interface SideMenuProps {
  collapsed: boolean;
  isAdmin: boolean;
  onNavigate?: () => void;
}

export function SideMenu({ collapsed, isAdmin, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('common');
  const entries = isAdmin ? [...ENTRIES, ADMIN_ENTRY] : ENTRIES;
  return (
    <nav className={`side-menu${collapsed ? ' side-menu--collapsed' : ''}`} aria-label={t('menu.label')}>
      <div className="side-menu__brand" aria-hidden={collapsed ? undefined : true}>
        {collapsed ? <span title={t('brand.name')}>{t('brand.short')}</span> : <span>{t('brand.name')}</span>}
      </div>
      <ul className={`${Classes.MENU} side-menu__list`}>
        {entries.map((entry) => {
          const label = t(entry.label);
          return (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                onClick={onNavigate}
                aria-label={collapsed ? label : undefined}
                // Collapsed, the entries are icons: their names show as tooltips (drawn by CSS, app.css).
                data-tip={collapsed ? label : undefined}
                data-tip-placement={collapsed ? 'right' : undefined}
                className={({ isActive }) => `${Classes.MENU_ITEM} side-menu__item${isActive ? ` ${Classes.ACTIVE} ${Classes.INTENT_PRIMARY}` : ''}`}
              >
                <Icon icon={entry.icon} aria-hidden />
                {!collapsed && <span className={Classes.FILL}>{label}</span>}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
