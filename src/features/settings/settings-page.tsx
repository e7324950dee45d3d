// /settings: profile, preferences, password change, logging out everywhere, the learner's data out and in, and
// account deletion.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { LoadingState } from '@/components/states';
import { useSession } from '@/auth/session-instance';
import { DangerZone } from './components/danger-zone';
import { DataCard } from './components/data-card';
import { LeetCodeImportCard } from './components/leetcode-import-card';
import { PasswordForm } from './components/password-form';
import { PreferencesForm } from './components/preferences-form';
import { ProfileCard } from './components/profile-card';
import { SessionsCard } from './components/sessions-card';
import './settings.css';

export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const state = useSession();
  return (
    <PageFrame title={t('title')}>
      {state.status !== 'authenticated' ? (
        <LoadingState />
      ) : (
        <div className="settings-page">
          <ProfileCard user={state.user} />
          <PreferencesForm user={state.user} />
          <PasswordForm />
          <SessionsCard />
          <LeetCodeImportCard />
          <DataCard />
          <DangerZone username={state.user.username} />
        </div>
      )}
    </PageFrame>
  );
}
