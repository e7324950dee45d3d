// The home page (/dashboard), built for a learner opening the app in the morning: today's plan first (or
// the generator), the daily challenge next to it, then the key figures, the score trend and the latest
// submissions. Past plans are one click away in a drawer.
import { useDeferredValue, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/states';
import { PageFrame } from '@/components/page-frame';
import { useSession } from '@/auth/session-instance';
import { useDashboard } from '@/api/queries/progress/get-dashboard';
import { useFirstQueries } from '@/lib/first-queries';
import { dashboardFirstQueries } from './first-queries';
import { DailyChallengeCard } from './overview/daily-challenge-card';
import { KeyFigures } from './overview/key-figures';
import { RecentSubmissions } from './overview/recent-submissions';
import { ScoreTrendCard } from './overview/score-trend-card';
import { StudyGoalCard } from './overview/study-goal-card';
import { PlanHistoryDrawer } from './plans/plan-history-drawer';
import { TodayPlanCard } from './plans/today-plan-card';
import './dashboard.css';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  useFirstQueries(dashboardFirstQueries());
  const sessionState = useSession();
  const user = sessionState.status === 'authenticated' ? sessionState.user : null;
  const dashboard = useDashboard();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyUsed, setHistoryUsed] = useState(false);
  // The plan, the side cards and the figures paint as soon as their data is there; what is below them (the score
  // trend, a 30-day table for screen readers and the chart, and the latest submissions) renders right after, in an
  // interruptible pass, not in the same long task.
  const showBelow = useDeferredValue(!dashboard.isPending, false);

  return (
    <PageFrame
      title={t('common:pages.dashboard')}
      actions={
        <Button
          icon="history"
          text={t('history.open')}
          onClick={() => {
            setHistoryUsed(true);
            setHistoryOpen(true);
          }}
        />
      }
    >
      {user && <p className="dashboard__greeting muted">{t('greeting', { name: user.username })}</p>}
      <div className="dashboard">
        <div className="dashboard__plan">
          <TodayPlanCard />
        </div>
        <div className="dashboard__side">
          <DailyChallengeCard />
          <StudyGoalCard />
        </div>
        <div className="dashboard__figures">
          {dashboard.isPending ? (
            <LoadingState label={t('figures.loading')} />
          ) : dashboard.isError ? (
            <ErrorState error={dashboard.error} title={t('figures.loadFailed')} onRetry={() => void dashboard.refetch()} />
          ) : (
            <KeyFigures data={dashboard.data} />
          )}
        </div>
        <div className="dashboard__trend">
          {showBelow ? <ScoreTrendCard /> : <ScoreTrendCard.Placeholder />}
        </div>
        <div className="dashboard__recent">
          {dashboard.isSuccess && showBelow && <RecentSubmissions submissions={dashboard.data.recent_submissions} />}
        </div>
      </div>
      {/* Mounted once first opened (and kept, for its closing transition): a closed drawer is work for nothing. */}
      {historyUsed && <PlanHistoryDrawer isOpen={historyOpen} onClose={() => setHistoryOpen(false)} />}
    </PageFrame>
  );
}
