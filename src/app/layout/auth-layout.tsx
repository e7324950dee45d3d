// The frame of the account pages (login, register, verification, password reset): a centred card with the
// language and theme toggles, since these users have no header yet.
import { Suspense } from 'react';
import { Button, Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@/components/states';
import { preferencesStore, usePreferences } from '@/lib/preferences';

export function AuthLayout() {
  const { t } = useTranslation('common');
  const prefs = usePreferences();
  const themeLabel = prefs.darkTheme ? t('header.lightTheme') : t('header.darkTheme');
  return (
    <div className="auth-layout">
      <a className="skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <div className="auth-layout__toolbar">
        <Button variant="minimal" icon={prefs.darkTheme ? 'flash' : 'moon'} aria-label={themeLabel} title={themeLabel} onClick={() => preferencesStore.change({ darkTheme: !prefs.darkTheme })} />
        <Button
          variant="minimal"
          icon="translate"
          text={t('header.otherLanguage')}
          aria-label={t('header.switchLanguage')}
          lang={prefs.language === 'zh' ? 'en' : 'zh-CN'}
          onClick={() => preferencesStore.change({ language: prefs.language === 'zh' ? 'en' : 'zh' })}
        />
      </div>
      <main className="auth-layout__main" id="main-content" tabIndex={-1}>
        <p className="auth-layout__brand" aria-hidden>
          {t('brand.name')}
        </p>
        <Card className="auth-layout__card" elevation={2}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Card>
      </main>
    </div>
  );
}
