// Above the problem list when it is filtered by a study list: the learner's progress on the list, the list's
// problems the catalogue lacks (with the sync for admins, a note for learners), and the goal form (finish date,
// minutes a day) that makes the plans take new problems from this list.
import { useState } from 'react';
import { Button, Callout, Card, Collapse, Intent, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { ErrorState, LoadingState } from '@/components/states';
import { formatNumber, localized } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useStudyList } from '@/api/queries/lists/get-study-list';
import type { useSyncLeetcode } from '@/api/queries/problems/sync-leetcode';
import { StudyGoalForm } from './study-goal-form';
import { SyncLeetcodeButton } from './sync-leetcode';

const LEETCODE_ORIGIN = { zh: 'https://leetcode.cn', en: 'https://leetcode.com' } as const;

export function StudyListPanel({ listId, isAdmin, sync }: { listId: string; isAdmin: boolean; sync: ReturnType<typeof useSyncLeetcode> }) {
  const { t } = useTranslation('problems');
  const { language } = usePreferences();
  const list = useStudyList(listId);
  const [showMissing, setShowMissing] = useState(false);

  if (list.isPending) return <LoadingState label={t('studyList.loading')} />;
  if (list.isError) return <ErrorState error={list.error} title={t('studyList.loadFailed')} onRetry={() => void list.refetch()} />;
  const data = list.data;
  const missing = data.items.filter((item) => item.status === 'missing');
  const n = (value: number) => formatNumber(value, language);

  return (
    <Card className="study-list-panel" aria-labelledby="study-list-title">
      <h2 id="study-list-title" className="study-list-panel__title">{localized(data.name, language)}</h2>
      <div className="study-list-panel__progress">
        <ProgressBar value={data.total ? data.solved / data.total : 0} intent={Intent.SUCCESS} stripes={false} aria-hidden />
        <span className="study-list-panel__count">{t('studyList.progress', { solved: n(data.solved), total: n(data.total) })}</span>
        <span className="muted">{t('studyList.inCatalogue', { count: data.in_catalogue, formatted: n(data.in_catalogue) })}</span>
      </div>
      {missing.length > 0 && (
        <Callout intent={Intent.WARNING} icon="warning-sign" className="study-list-panel__missing" title={t('studyList.missingTitle', { count: missing.length })}>
          <p>{t(isAdmin ? 'studyList.missingAdmin' : 'studyList.missingLearner')}</p>
          <div className="study-list-panel__missing-actions">
            {isAdmin && <SyncLeetcodeButton sync={sync} />}
            <Button variant="minimal" icon={showMissing ? 'chevron-up' : 'chevron-down'} text={t('studyList.missingShow')} aria-expanded={showMissing} aria-controls="study-list-missing" onClick={() => setShowMissing((v) => !v)} />
          </div>
          <Collapse isOpen={showMissing}>
            <ul id="study-list-missing" className="study-list-panel__missing-list">
              {missing.map((item: Schemas['StudyListEntry']) => (
                <li key={item.position}>
                  <a href={`${LEETCODE_ORIGIN[language]}/problems/${item.slug}/`} target="_blank" rel="noreferrer noopener" aria-label={t('studyList.missingOnLeetcode', { number: item.frontend_id, slug: item.slug })}>
                    {item.frontend_id}. {item.slug}
                  </a>
                </li>
              ))}
            </ul>
          </Collapse>
        </Callout>
      )}
      <StudyGoalForm list={data} />
    </Card>
  );
}
