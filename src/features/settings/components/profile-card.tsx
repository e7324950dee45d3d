// Who is signed in: username (fixed), email and interface language.
import { Card, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@/auth/session';
import { usePreferences } from '@/lib/preferences';

export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation('settings');
  const { language } = usePreferences();
  return (
    <Card className="settings-card" elevation={0}>
      <H2 className="settings-card__title">{t('profile.title')}</H2>
      <dl className="settings-profile">
        <dt>{t('profile.username')}</dt>
        <dd>{user.username}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('profile.language')}</dt>
        <dd>{t(`languages.${language}`)}</dd>
      </dl>
    </Card>
  );
}
