// /problems/:problemId — read the problem, paste code, analyse it, submit it, ask for hints (issue 5).
import { useState } from 'react';
import { Callout, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Schemas } from '@/api/client';
import { useSession } from '@/auth/session-instance';
import { DifficultyTag } from '@/components/difficulty-tag';
import { PageFrame } from '@/components/page-frame';
import { useTagNames } from '@/components/use-tag-names';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { formatPercent, localized } from '@/lib/format';
import { useFirstQueries } from '@/lib/first-queries';
import { usePreferences } from '@/lib/preferences';
import { useAfterPaint } from '@/lib/use-after-paint';
import { tagsBesideCategory } from '@/lib/tags-beside-category';
import { useProblem } from '@/api/queries/problems/get-problem';
import { useProblemDescription } from '@/api/queries/problems/get-problem-description';
import { useSupportedLanguages } from '@/api/queries/submissions/get-supported-languages';
import { HintsPanel } from './components/hints-panel';
import { InterviewBar, InterviewEndedNotice, useEndedInterview } from './components/interview-bar';
import { LeetcodeLink } from './components/leetcode-link';
import { NotePanel } from './components/note-panel';
import { PracticeWorkspace } from './components/practice-workspace';
import { ProblemDescription } from './components/problem-description';
import { problemFirstQueries } from './first-queries';
import './practice.css';

type CodeLanguage = Schemas['CodeLanguage'];

export default function ProblemPage() {
  const { problemId = '' } = useParams();
  useFirstQueries(problemFirstQueries(problemId));
  const { t } = useTranslation(['practice', 'common']);
  const { language: uiLanguage, defaultLanguage } = usePreferences();
  const session = useSession();
  const tagNames = useTagNames(uiLanguage);
  const userId = session.status === 'authenticated' ? session.user.id : 'anonymous';
  const problem = useProblem(problemId);
  const endedInterview = useEndedInterview(problemId, problem.data?.interview);
  const languages = useSupportedLanguages();
  const [chosenLanguage, setChosenLanguage] = useState<CodeLanguage | null>(null);
  // The statement is what the learner came to read: it paints first, on its own; the workspace (and the editor
  // it starts loading) renders once it has been painted, or has failed once (retries do not hold it back).
  const statement = useProblemDescription(problemId);
  const showWorkspace = useAfterPaint(problem.data !== undefined && (!statement.isPending || statement.failureCount > 0));

  if (problem.isPending) {
    return (
      <PageFrame title={t('common:pages.problem')}>
        <LoadingState />
      </PageFrame>
    );
  }
  // Only when there is nothing to show: a failed background refetch must not unmount the editor and its code.
  if (problem.isError && !problem.data) {
    return (
      <PageFrame title={t('common:pages.problem')}>
        <ErrorState error={problem.error} onRetry={() => void problem.refetch()} />
      </PageFrame>
    );
  }

  const data = problem.data;
  const items = languages.data?.items ?? [];
  const language: CodeLanguage =
    chosenLanguage ?? (items.some((item) => item.id === defaultLanguage) ? defaultLanguage : (items[0]?.id ?? defaultLanguage));
  const title = `${data.frontend_id}. ${localized(data.title, uiLanguage)}`;
  const categoryLabel = data.category ? t(`common:category.${data.category}`) : undefined;
  const shownTags = data.category && categoryLabel ? tagsBesideCategory(data.tags ?? [], data.category, categoryLabel, tagNames) : (data.tags ?? []);

  return (
    <PageFrame
      title={title}
      // Not during an interview: LeetCode's own page shows the difficulty and tags the session keeps back.
      actions={data.interview ? undefined : <LeetcodeLink url={data.leetcode_url} />}
    >
      {/* During an interview the server leaves out the difficulty, category, tags, rates and hints (issue 26). */}
      {data.interview && <InterviewBar interview={data.interview} answeredAt={problem.dataUpdatedAt} />}
      {endedInterview && <InterviewEndedNotice sessionId={endedInterview} />}
      <div className="practice-meta" aria-label={t('problem.meta')}>
        <DifficultyTag difficulty={data.difficulty} />
        {categoryLabel && (
          <Tag multiline minimal round>
            {categoryLabel}
          </Tag>
        )}
        <Tag multiline minimal round intent={data.status === 'solved' ? 'success' : 'none'}>
          {t(`common:status.${data.status}`)}
        </Tag>
        {data.acceptance_rate !== undefined && <span className="muted">{t('problem.acceptance', { rate: formatPercent(data.acceptance_rate, uiLanguage) })}</span>}
        {shownTags.length > 0 && (
          <span className="practice-meta__tags" aria-label={t('problem.tags')}>
            {shownTags.map((tag) => (
              <Tag multiline key={tag} minimal>
                {tagNames.label(tag)}
              </Tag>
            ))}
          </span>
        )}
      </div>
      <div className="practice-layout">
        <div className="practice-layout__problem">
          <ProblemDescription problemId={problemId} language={uiLanguage} />
          {data.interview ? (
            <Callout icon="lightbulb">{t('interview.hintsOff')}</Callout>
          ) : (
            <HintsPanel key={`${problemId}:${uiLanguage}`} problemId={problemId} available={data.hints_available} codeLanguage={language} userLanguage={uiLanguage} />
          )}
          {showWorkspace && <NotePanel problemId={problemId} />}
        </div>
        <div className="practice-layout__editor">
          {languages.isPending && <LoadingState label={t('editor.loadingLanguages')} />}
          {languages.isError && <ErrorState error={languages.error} title={t('editor.languagesError')} onRetry={() => void languages.refetch()} />}
          {languages.isSuccess && items.length === 0 && <EmptyState title={t('editor.noLanguages')} icon="code" />}
          {showWorkspace && languages.isSuccess && items.length > 0 && (
            <PracticeWorkspace
              key={`${problemId}:${userId}`}
              problemId={problemId}
              userId={userId}
              languages={items}
              language={language}
              onLanguageChange={setChosenLanguage}
              uiLanguage={uiLanguage}
            />
          )}
        </div>
      </div>
    </PageFrame>
  );
}
