// A running session: the countdown (the server's clock), its problems without what an interviewer would not
// show, and "give up". At zero the session ends by itself: the server ends it when next read, and this page then
// shows the debrief with a notice.
import { useState } from 'react';
import { Button, Callout, Card, Intent, Tag } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Schemas } from '@/api/client';
import { useEndInterview } from '@/api/queries/interviews/end-interview';
import { interviewKeys } from '@/api/queries/interviews/keys';
import { problemKeys } from '@/api/queries/problems/keys';
import { ConfirmAlert } from '@/components/confirm-alert';
import { InterviewCountdown, useAtZero, useInterviewClock } from '@/components/interview-clock';
import { localized } from '@/lib/format';
import { useErrorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';

interface RunningSessionProps {
  session: Schemas['InterviewSession'];
  /** When the answer carrying `remaining_seconds` arrived (the query's dataUpdatedAt). */
  answeredAt: number;
}

export function RunningSession({ session, answeredAt }: RunningSessionProps) {
  const { t } = useTranslation('interview');
  const { language } = usePreferences();
  const describe = useErrorText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const end = useEndInterview();
  const [confirming, setConfirming] = useState(false);
  const seconds = useInterviewClock(session.remaining_seconds, answeredAt);

  useAtZero(seconds, () => {
    showToast({ intent: Intent.WARNING, icon: 'stopwatch', message: t('running.timeUp') });
    void client.invalidateQueries({ queryKey: interviewKeys.all });
    void client.invalidateQueries({ queryKey: problemKeys.all });
    void navigate(paths.interviewSession(session.id), { replace: true, state: { fromClock: true } });
  });

  const giveUp = () => {
    setConfirming(false);
    end.mutate(session.id, { onSuccess: () => void navigate(paths.interviewSession(session.id), { replace: true }) });
  };

  return (
    <div className="interview-running">
      <Card className="interview-running__clock">
        <InterviewCountdown seconds={seconds} large />
        <span className="interview-running__summary">{t('running.summary', { count: session.problems.length, minutes: session.minutes })}</span>
        <Button intent={Intent.DANGER} variant="outlined" icon="flag" text={t('running.giveUp')} loading={end.isPending} onClick={() => setConfirming(true)} />
      </Card>
      <p className="muted">{t('running.note')}</p>
      {end.isError && (
        <Callout intent={Intent.DANGER} icon="error" title={t('running.giveUpFailed')} role="alert">
          {describe(end.error)}
        </Callout>
      )}
      <ol className="interview-problems" aria-label={t('running.problems')}>
        {session.problems.map((problem) => (
          <li key={problem.id}>
            <Card className="interview-problem">
              <Link to={paths.problem(problem.id)} className="interview-problem__title">
                {problem.frontend_id}. {localized(problem.title, language)}
              </Link>
              <Tag multiline minimal round intent={problem.submitted ? Intent.SUCCESS : Intent.NONE}>
                {problem.submitted ? t('running.submitted') : t('running.notSubmitted')}
              </Tag>
            </Card>
          </li>
        ))}
      </ol>
      <ConfirmAlert
        isOpen={confirming}
        intent={Intent.DANGER}
        icon="flag"
        confirmButtonText={t('running.giveUp')}
        cancelButtonText={t('common:actions.cancel')}
        onConfirm={giveUp}
        onCancel={() => setConfirming(false)}
      >
        {t('running.giveUpConfirm')}
      </ConfirmAlert>
    </div>
  );
}
