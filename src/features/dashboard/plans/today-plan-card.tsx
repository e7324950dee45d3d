// Today's plan, first thing on the dashboard: what to do today and how far along it is, or the generator
// when there is no plan yet.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Callout, Card, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { ErrorState, LoadingState } from '@/components/states';
import { useErrorText } from '@/lib/error-text';
import { formatDate, localized } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';
import { useTodayPlan } from '@/api/queries/plans/get-today-plan';
import { useUpdatePlanProgress } from '@/api/queries/plans/update-plan-progress';
import { PlanProblemList } from './plan-problem-list';
import { planCompletion } from './plan-logic';
import { usePlanGenerator } from './use-plan-generator';

// The generator (and the form libraries under it) loads only when shown: most mornings there is a plan already.
const PlanGenerator = lazy(() => import('./plan-generator').then((module) => ({ default: module.PlanGenerator })));

export function TodayPlanCard() {
  const { t } = useTranslation('dashboard');
  const today = useTodayPlan();
  const generator = usePlanGenerator();
  const [regenerating, setRegenerating] = useState(false);
  const plan = today.data;
  // A newly generated plan closes the generator again.
  useEffect(() => setRegenerating(false), [today.dataUpdatedAt]);

  let body;
  if (today.isPending) body = <LoadingState label={t('plan.loading')} />;
  else if (today.isError) body = <ErrorState error={today.error} title={t('plan.loadFailed')} onRetry={() => void today.refetch()} />;
  else if (!plan || regenerating || generator.running)
    body = (
      <>
        {!plan && (
          <div className="today-plan__empty">
            <p className="today-plan__empty-title">{t('plan.empty.title')}</p>
            <p className="muted">{t('plan.empty.description')}</p>
          </div>
        )}
        <Suspense fallback={<LoadingState />}>
          <PlanGenerator generator={generator} onClose={plan && !generator.running ? () => setRegenerating(false) : undefined} />
        </Suspense>
      </>
    );
  else body = <PlanView plan={plan} onRegenerate={() => setRegenerating(true)} />;

  return (
    <Card className="dash-card today-plan" compact>
      <h2 className="dash-card__title">{t('plan.title')}</h2>
      {generator.fallback && !generator.running && (
        <Callout intent={Intent.WARNING} icon="warning-sign" title={t(`generator.fallback.${generator.fallback}.title`)} className="today-plan__notice" role="alert">
          <p>{t(`generator.fallback.${generator.fallback}.description`)}</p>
          <Button variant="minimal" size="small" text={t('generator.fallback.dismiss')} onClick={generator.dismissFallback} />
        </Callout>
      )}
      {body}
    </Card>
  );
}

function PlanView({ plan, onRegenerate }: { plan: Schemas['Plan']; onRegenerate: () => void }) {
  const { t } = useTranslation('dashboard');
  const { language } = usePreferences();
  const describe = useErrorText();
  const progress = useUpdatePlanProgress();
  const pendingId = progress.isPending ? progress.variables?.update.problem_id : undefined;
  const completion = planCompletion(plan);
  const allDone = plan.total_count > 0 && plan.completed_count >= plan.total_count;

  const toggle = (problem: Schemas['PlanProblem'], completed: boolean) =>
    progress.mutate(
      { planId: plan.id, update: { problem_id: problem.id, completed } },
      { onError: (error) => showToast({ intent: Intent.DANGER, icon: 'error', message: t('plan.updateFailed', { message: describe(error) }) }) },
    );

  return (
    <div className="today-plan__view">
      <div className="today-plan__meta">
        <span className="muted">{formatDate(plan.target_date, language)}</span>
        <Tag multiline minimal intent={plan.mode === 'smart' ? Intent.PRIMARY : Intent.NONE} icon={plan.mode === 'smart' ? 'predictive-analysis' : 'flash'}>
          {t(`plan.mode.${plan.mode}`)}
        </Tag>
        <Tag multiline minimal icon="time">
          {t('plan.minutes', { minutes: plan.available_minutes })}
        </Tag>
        <Button className="today-plan__regenerate" variant="minimal" icon="refresh" text={t('plan.regenerate')} onClick={onRegenerate} />
      </div>
      <div className="today-plan__progress">
        <ProgressBar
          intent={allDone ? Intent.SUCCESS : Intent.PRIMARY}
          value={completion}
          animate={false}
          stripes={false}
          aria-label={t('plan.progressLabel')}
        />
        <span className="today-plan__count" data-testid="plan-progress">
          {t('plan.progress', { completed: plan.completed_count, total: plan.total_count })}
        </span>
      </div>
      {allDone && <p className="today-plan__all-done">{t('plan.allDone')}</p>}
      {plan.ai_summary && (
        <Callout icon="predictive-analysis" title={t('plan.aiSummary')} className="today-plan__summary">
          {localized(plan.ai_summary, language)}
        </Callout>
      )}
      {plan.total_count === 0 && <p className="muted">{t('plan.noProblems')}</p>}
      <PlanProblemList heading={t('plan.newProblems')} problems={plan.new_problems} pendingId={pendingId} onToggle={toggle} />
      <PlanProblemList heading={t('plan.reviewProblems')} problems={plan.review_problems} pendingId={pendingId} onToggle={toggle} />
    </div>
  );
}
