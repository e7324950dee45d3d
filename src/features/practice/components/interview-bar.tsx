// The problem page during an interview session (the problem's answer carries `interview`): the countdown, a word
// on what stays hidden, a way back to the session; at zero, the debrief with a notice. The page itself only
// leaves out what the server did not send.
import { Callout, Intent } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { Schemas } from '@/api/client';
import { interviewKeys } from '@/api/queries/interviews/keys';
import { problemKeys } from '@/api/queries/problems/keys';
import { InterviewCountdown, useAtZero, useInterviewClock } from '@/components/interview-clock';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toaster';

type Interview = NonNullable<Schemas['Problem']['interview']>;

export function InterviewBar({ interview, answeredAt }: { interview: Interview; answeredAt: number }) {
  const { t } = useTranslation('practice');
  const navigate = useNavigate();
  const client = useQueryClient();
  const seconds = useInterviewClock(interview.remaining_seconds, answeredAt);
  useAtZero(seconds, () => {
    showToast({ intent: Intent.WARNING, icon: 'stopwatch', message: t('interview.timeUp') });
    void client.invalidateQueries({ queryKey: interviewKeys.all });
    void client.invalidateQueries({ queryKey: problemKeys.all });
    void navigate(paths.interviewSession(interview.session_id), { state: { fromClock: true } });
  });
  return (
    <Callout className="practice-interview" intent={Intent.PRIMARY} icon="stopwatch" title={t('interview.title')} data-testid="interview-bar">
      <div className="practice-interview__row">
        <InterviewCountdown seconds={seconds} large />
        <span>{t('interview.hidden')}</span>
        <Link to={paths.interviewSession(interview.session_id)}>{t('interview.back')}</Link>
      </div>
    </Callout>
  );
}
