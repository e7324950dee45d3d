// The learner's ended interview sessions (issue 26): when, how many problems were submitted, the time used
// against the limit, the average score and how each ended, each with a link to its debrief.
import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInterviews } from '@/api/queries/interviews/list-interviews';
import { formatDateTime, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { DataTable } from './data-table';
import { ProgressSection } from './progress-section';
import { SectionBody } from './section-body';

export function InterviewSessionsSection() {
  const { t } = useTranslation(['progress', 'interview']);
  const { language } = usePreferences();
  const query = useInterviews();
  const heading = t('interviews.heading');
  return (
    <ProgressSection title={heading} actions={<Link to={paths.interview}>{t('interviews.start')}</Link>}>
      <SectionBody query={query} isEmpty={(data) => data.items.length === 0} empty={{ title: t('interviews.emptyTitle'), description: t('interviews.emptyDescription') }}>
        {({ items }) => (
          <DataTable
            caption={heading}
            columns={[t('interviews.columns.date'), t('interviews.columns.problems'), t('interviews.columns.time'), t('interviews.columns.score'), t('interviews.columns.outcome')]}
            rows={items.map((item) => ({
              key: item.id,
              cells: [
                <Link key="date" to={paths.interviewSession(item.id)} aria-label={`${t('interviews.debrief')} ${formatDateTime(item.started_at, language)}`}>
                  {formatDateTime(item.started_at, language)}
                </Link>,
                t('interviews.submitted', { submitted: item.submitted_count, total: item.problem_count }),
                t('interviews.time', { used: Math.round(item.time_used_seconds / 60), limit: item.minutes }),
                item.average_score !== undefined ? formatNumber(item.average_score, language, 1) : '—',
                <Tag multiline key="outcome" minimal round>
                  {t(`interview:debrief.status.${item.status}`)}
                </Tag>,
              ],
            }))}
          />
        )}
      </SectionBody>
    </ProgressSection>
  );
}
