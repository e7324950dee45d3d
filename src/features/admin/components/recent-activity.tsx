// The latest platform events. Descriptions may quote hostile user input, so they are rendered as text only.
import { Card, Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { formatDateTime, formatRelative } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useRecentActivity } from '@/api/queries/admin/list-recent-activity';

type Kind = Schemas['ActivityEntry']['kind'];
const KIND_INTENT: Record<Kind, Intent> = {
  user_registered: 'success',
  user_login: 'none',
  email_verified: 'success',
  submission_created: 'primary',
  plan_generated: 'primary',
  admin_granted: 'warning',
  admin_revoked: 'warning',
  user_deleted: 'danger',
  problems_synced: 'none',
  users_exported: 'warning',
  sessions_ended: 'danger',
};

export function RecentActivity() {
  const { t } = useTranslation('admin');
  const { language } = usePreferences();
  const activity = useRecentActivity();
  return (
    <section aria-labelledby="admin-activity-title" className="admin-section">
      <h2 id="admin-activity-title" className="admin-section__title">{t('activity.title')}</h2>
      {activity.isPending ? (
        <LoadingState />
      ) : activity.isError ? (
        <ErrorState error={activity.error} onRetry={() => void activity.refetch()} title={t('activity.error')} />
      ) : activity.data.items.length === 0 ? (
        <EmptyState icon="history" title={t('activity.empty')} />
      ) : (
        <Card compact className="admin-activity">
          {/* The list scrolls on its own: focusable so keyboard users can scroll it too. */}
          <div className="admin-activity__scroll" tabIndex={0} role="region" aria-labelledby="admin-activity-title">
            <ol className="admin-activity__list" aria-label={t('activity.title')}>
              {activity.data.items.map((entry) => (
                <li key={entry.id} className="admin-activity__item">
                  <Tag multiline minimal intent={KIND_INTENT[entry.kind]} className="admin-activity__kind">
                    {t(`activity.kind.${entry.kind}`)}
                  </Tag>
                  <span className="admin-activity__description">{entry.description}</span>
                  <time dateTime={entry.created_at} title={formatDateTime(entry.created_at, language)} className="muted admin-activity__time">
                    {formatRelative(entry.created_at, language)}
                  </time>
                </li>
              ))}
            </ol>
          </div>
        </Card>
      )}
    </section>
  );
}
