// The frame of every authenticated page: header on top, side menu on the left (a drawer on narrow screens).
import { lazy, Suspense, useId, useState } from 'react';
import { HotkeysProvider, Position } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/auth/session-instance';
import { LoadingState } from '@/components/states';
import { NARROW_SCREEN_PX } from '@/lib/constants';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { useMediaQuery } from './use-media-query';

// Only narrow screens show the menu in a drawer; wide ones never load the drawer (and overlay) code.
const AppDrawer = lazy(() => import('@/components/app-drawer').then((module) => ({ default: module.AppDrawer })));

export function AppLayout() {
  const sessionState = useSession();
  const { t } = useTranslation('common');
  const narrow = useMediaQuery(`(max-width: ${NARROW_SCREEN_PX}px)`);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuId = useId();
  if (sessionState.status !== 'authenticated') return null; // the guard around this layout redirects
  const { user } = sessionState;

  const menuOpen = narrow ? drawerOpen : !collapsed;
  const toggleMenu = () => (narrow ? setDrawerOpen((open) => !open) : setCollapsed((value) => !value));

  return (
    <HotkeysProvider>
      <div className={`app-layout${collapsed && !narrow ? ' app-layout--collapsed' : ''}`}>
        <a className="skip-link" href="#main-content">
          {t('layout.skipToContent')}
        </a>
        <Header user={user} menuOpen={menuOpen} menuControls={menuId} onToggleMenu={toggleMenu} />
        <div className="app-layout__body">
          {narrow ? (
            <Suspense fallback={null}>
              <AppDrawer
                isOpen={drawerOpen}
                onClose={() => setDrawerOpen(false)}
                position={Position.LEFT}
                size="260px"
                title={t('brand.name')}
              >
                <div id={menuId}>
                  <SideMenu collapsed={false} isAdmin={user.is_admin} onNavigate={() => setDrawerOpen(false)} />
                </div>
              </AppDrawer>
            </Suspense>
          ) : (
            <aside id={menuId} className="app-layout__menu">
              <SideMenu collapsed={collapsed} isAdmin={user.is_admin} />
            </aside>
          )}
          <main id="main-content" className="app-layout__main" tabIndex={-1}>
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </HotkeysProvider>
  );
}
