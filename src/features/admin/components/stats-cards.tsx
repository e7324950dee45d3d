// The platform figures of GET /admin/stats as a grid of cards.
import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { ErrorState, LoadingState } from '@/components/states';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useAdminStats } from '@/api/queries/admin/get-admin-stats';

type StatKey = Exclude<keyof Schemas['AdminStats'], never>;
const STAT_KEYS: readonly StatKey[] = [
  'total_users',
  'admin_users',
  'verified_users',
  'active_users_7d',
  'new_users_7d',
  'total_submissions',
  'submissions_today',
  'total_problems',
  'average_score',
];

export function StatsCards() {
  const { t } = useTranslation('admin');
  const { language } = usePreferences();
  const stats = useAdminStats();
  if (stats.isPending) return <LoadingState />;
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} title={t('stats.error')} />;
  return (
    <section aria-labelledby="admin-stats-title" className="admin-section">
      <h2 id="admin-stats-title" className="admin-section__title">{t('stats.title')}</h2>
      <ul className="admin-stats">
        {STAT_KEYS.map((key) => (
          <li key={key}>
            <Card compact className="admin-stat" data-testid={`stat-${key}`}>
              <span className="admin-stat__value">
                {formatNumber(stats.data[key], language, key === 'average_score' ? 2 : 0)}
              </span>
              <span className="admin-stat__label">{t(`stats.${key}`)}</span>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
