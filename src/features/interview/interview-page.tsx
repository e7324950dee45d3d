// /interview: the running session, or the form that starts one; /interview/:sessionId: that session, running or
// its debrief (issue 26 item 1). The server owns the clock, so a reload or a second tab shows the same time left.
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/api/errors';
import { useCurrentInterview } from '@/api/queries/interviews/get-current-interview';
import { useInterview } from '@/api/queries/interviews/get-interview';
import { PageFrame } from '@/components/page-frame';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { Debrief } from './debrief';
import { RunningSession } from './running-session';
import { StartForm } from './start-form';
import './interview.css';

export default function InterviewPage() {
  const { sessionId } = useParams();
  const { t } = useTranslation('interview');
  return <PageFrame title={t('title')}>{sessionId ? <OneSession id={sessionId} /> : <CurrentOrStart />}</PageFrame>;
}

function CurrentOrStart() {
  const { t } = useTranslation('interview');
  const current = useCurrentInterview();
  if (current.isPending) return <LoadingState />;
  if (current.isError) return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  const session = current.data.session;
  if (session) return <RunningSession session={session} answeredAt={current.dataUpdatedAt} />;
  return (
    <div className="interview-intro">
      <p>{t('intro')}</p>
      <h2 className="interview-intro__heading">{t('start.heading')}</h2>
      <StartForm />
    </div>
  );
}

function OneSession({ id }: { id: string }) {
  const { t } = useTranslation('interview');
  const { language } = usePreferences();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useInterview(id, language);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.kind === 'notFound') {
      return <EmptyState title={t('notFound')} icon="search" action={<Button text={t('back')} onClick={() => void navigate(paths.interview)} />} />;
    }
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const session = query.data;
  if (session.status === 'active') return <RunningSession session={session} answeredAt={query.dataUpdatedAt} />;
  return (
    <>
      <Debrief session={session} timeUp={session.status === 'time_up' && (location.state as { fromClock?: boolean } | null)?.fromClock === true} />
      <div className="interview-debrief__actions">
        <Button icon="stopwatch" text={t('debrief.newSession')} onClick={() => void navigate(paths.interview)} />
      </div>
    </>
  );
}
