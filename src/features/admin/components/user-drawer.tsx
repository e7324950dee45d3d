// One user's details (GET /admin/users/{id}) in a side drawer: account, preferences, goal and recent work.
import { Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { AppDrawer } from '@/components/app-drawer';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { DifficultyTag } from '@/components/difficulty-tag';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { codeLanguageName } from '@/lib/code-languages';
import { DIFFICULTIES } from '@/lib/constants';
import { formatDateTime, formatNumber, localized } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useAdminUser } from '@/api/queries/admin/get-admin-user';
import { EndSessionsButton } from './end-sessions-button';

type Detail = Schemas['AdminUserDetail'];
type PreferenceKey = keyof Schemas['Preferences'];

const PREFERENCE_KEYS: readonly PreferenceKey[] = [
  'language',
  'tabSize',
  'autoSave',
  'defaultLanguage',
  'dailyTargetProblems',
  'skillLevel',
  'darkTheme',
  'studyReminder',
  'reviewReminder',
  'achievementNotification',
  'emailNotification',
  'timezone',
];

interface UserDrawerProps {
  userId: string | null;
  fallbackName: string;
  onClose: () => void;
}

export function UserDrawer({ userId, fallbackName, onClose }: UserDrawerProps) {
  const { t } = useTranslation('admin');
  const user = useAdminUser(userId);
  return (
    <AppDrawer
      isOpen={userId !== null}
      onClose={onClose}
      title={t('drawer.title', { name: user.data?.username ?? fallbackName })}
      icon="person"
      size="min(560px, 100vw)"
    >
      {/* The details scroll and hold no control of their own: focusable, so the keyboard can scroll them. */}
      <div className={Classes.DRAWER_BODY} tabIndex={0} role="region" aria-label={t('drawer.title', { name: user.data?.username ?? fallbackName })}>
        <div className="admin-drawer">
          {user.isPending ? (
            <LoadingState />
          ) : user.isError ? (
            <ErrorState error={user.error} onRetry={() => void user.refetch()} title={t('drawer.error')} />
          ) : (
            <UserDetails user={user.data} />
          )}
        </div>
      </div>
    </AppDrawer>
  );
}

function UserDetails({ user }: { user: Detail }) {
  const { t } = useTranslation('admin');
  const { language } = usePreferences();
  const value = (key: PreferenceKey) => {
    const raw = user.preferences[key];
    if (raw === undefined || raw === null) return t('drawer.notSet');
    if (typeof raw === 'boolean') return raw ? t('users.yes') : t('users.no');
    if (key === 'language') return t(`users.languageName.${String(raw)}`);
    if (key === 'skillLevel') return t(`drawer.skillLevel.${String(raw)}`);
    if (key === 'defaultLanguage') return codeLanguageName(String(raw));
    return String(raw);
  };
  return (
    <>
      <section aria-labelledby="drawer-account">
        <h3 id="drawer-account">{t('drawer.account')}</h3>
        <dl className="admin-dl">
          <dt>{t('users.column.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('drawer.roles')}</dt>
          <dd className="admin-tags">
            {user.is_admin && <Tag multiline intent="warning">{t('drawer.admin')}</Tag>}
            <Tag multiline minimal intent={user.email_verified ? 'success' : 'danger'}>
              {user.email_verified ? t('drawer.verified') : t('drawer.notVerified')}
            </Tag>
          </dd>
          <dt>{t('users.column.created_at')}</dt>
          <dd>{formatDateTime(user.created_at, language)}</dd>
          <dt>{t('users.column.last_active_at')}</dt>
          <dd>{user.last_active_at ? formatDateTime(user.last_active_at, language) : t('users.never')}</dd>
          <dt>{t('users.column.submission_count')}</dt>
          <dd>{formatNumber(user.submission_count, language)}</dd>
          <dt>{t('users.column.solved_count')}</dt>
          <dd>{formatNumber(user.solved_count, language)}</dd>
          <dt>{t('drawer.averageScore')}</dt>
          <dd>{user.average_score === null ? t('drawer.notSet') : formatNumber(user.average_score, language, 2)}</dd>
          <dt>{t('drawer.learningGoal')}</dt>
          <dd>{user.learning_goal ? t(`drawer.goal.${user.learning_goal}`) : t('drawer.notSet')}</dd>
          <dt>{t('drawer.dailyStudyTime')}</dt>
          <dd>{user.daily_study_time ? t('drawer.minutes', { minutes: user.daily_study_time }) : t('drawer.notSet')}</dd>
        </dl>
        <EndSessionsButton userId={user.id} username={user.username} />
      </section>

      <section aria-labelledby="drawer-solved">
        <h3 id="drawer-solved">{t('drawer.solvedByDifficulty')}</h3>
        <ul className="admin-solved">
          {DIFFICULTIES.map((difficulty) => (
            <li key={difficulty}>
              <DifficultyTag difficulty={difficulty} />{' '}
              <strong data-testid={`solved-${difficulty}`}>{formatNumber(user.solved_by_difficulty[difficulty], language)}</strong>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="drawer-preferences">
        <h3 id="drawer-preferences">{t('drawer.preferences')}</h3>
        <dl className="admin-dl">
          {PREFERENCE_KEYS.map((key) => (
            <div key={key} className="admin-dl__row">
              <dt>{t(`drawer.preference.${key}`)}</dt>
              <dd>{value(key)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="drawer-submissions">
        <h3 id="drawer-submissions">{t('drawer.recentSubmissions')}</h3>
        {user.recent_submissions.length === 0 ? (
          <EmptyState icon="code" title={t('drawer.noSubmissions')} />
        ) : (
          <HTMLTable compact striped className="admin-submissions">
            <thead>
              <tr>
                <th scope="col">{t('drawer.problem')}</th>
                <th scope="col">{t('drawer.codeLanguage')}</th>
                <th scope="col">{t('drawer.score')}</th>
                <th scope="col">{t('drawer.submittedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {user.recent_submissions.map((submission) => (
                <tr key={submission.submission_id}>
                  <td>
                    {submission.problem.frontend_id}. {localized(submission.problem.title, language)}
                  </td>
                  <td>{codeLanguageName(submission.language)}</td>
                  <td>{submission.score}</td>
                  <td>{formatDateTime(submission.submitted_at, language)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </section>
    </>
  );
}
