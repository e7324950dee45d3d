// The problem page during an interview session (the problem's answer carries `interview`): the countdown, a word
// on what stays hidden, a way back to the session; at zero, the debrief with a notice. The page itself only
// leaves out what the server did not send. When the session ends another way while the page is open (its last
// problem submitted here, given up in another tab), the next answer no longer carries `interview`: a notice says
// so and leads to the debrief.
import { useState } from 'react';
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

/**
 * The session that was running on this page and has since ended (the problem's answer no longer carries
 * `interview`), or null. Remembered per problem: opening another problem forgets it.
 */
export function useEndedInterview(problemId: string, interview: Interview | undefined): string | null {
  const [seen, setSeen] = useState<{ problemId: string; sessionId: string } | null>(null);
  if (interview && (seen?.problemId !== problemId || seen.sessionId !== interview.session_id)) {
    setSeen({ problemId, sessionId: interview.session_id });
  }
  return !interview && seen?.problemId === problemId ? seen.sessionId : null;
}

export function InterviewEndedNotice({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('practice');
  return (
    <Callout className="practice-interview" intent={Intent.SUCCESS} icon="stopwatch" role="status" data-testid="interview-ended">
      {t('interview.ended')} <Link to={paths.interviewSession(sessionId)}>{t('interview.debrief')}</Link>
    </Callout>
  );
}
