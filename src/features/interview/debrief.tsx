// The debrief of an ended session: what was hidden, per problem the time used, the analysis against the problem's
// reference complexity (and the code's own claim), and what to say aloud next time (the server writes those
// sentences in the learner's language).
import { Callout, Card, H3, H4, Intent, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Schemas } from '@/api/client';
import { ComplexityClaims } from '@/components/complexity-notes';
import { DifficultyTag } from '@/components/difficulty-tag';
import { formatClock } from '@/components/interview-clock';
import { ScoreTag } from '@/components/score-tag';
import { useTagNames } from '@/components/use-tag-names';
import { formatNumber, formatPercent, localized } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { tagsBesideCategory } from '@/lib/tags-beside-category';

const STATUS_INTENT: Record<Schemas['InterviewStatus'], Intent> = { active: Intent.PRIMARY, completed: Intent.SUCCESS, time_up: Intent.WARNING, gave_up: Intent.NONE };

export function Debrief({ session, timeUp }: { session: Schemas['InterviewSession']; timeUp: boolean }) {
  const { t } = useTranslation(['interview', 'common']);
  const used = session.ended_at ? Math.round((Date.parse(session.ended_at) - Date.parse(session.started_at)) / 60_000) : 0;
  return (
    <div className="interview-debrief">
      {timeUp && (
        <Callout intent={Intent.WARNING} icon="stopwatch" role="status">
          {t('running.timeUp')}
        </Callout>
      )}
      <div className="interview-debrief__head">
        <H3>{t('debrief.heading')}</H3>
        <Tag multiline round intent={STATUS_INTENT[session.status]}>
          {t(`debrief.status.${session.status}`)}
        </Tag>
        <span className="muted">{t('running.summary', { count: session.problems.length, minutes: session.minutes })}</span>
        <span className="muted">{t('debrief.total', { used, limit: session.minutes })}</span>
      </div>
      <ol className="interview-problems">
        {session.problems.map((problem) => (
          <li key={problem.id}>
            <DebriefProblem problem={problem} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function DebriefProblem({ problem }: { problem: Schemas['InterviewProblem'] }) {
  const { t } = useTranslation(['interview', 'common']);
  const { language } = usePreferences();
  const tagNames = useTagNames(language);
  const { reveal, analysis } = problem;
  const categoryLabel = reveal ? t(`common:category.${reveal.category}`) : '';
  return (
    <Card className="interview-debrief__problem">
      <div className="interview-debrief__title">
        <H4>
          <Link to={paths.problem(problem.id)}>
            {problem.frontend_id}. {localized(problem.title, language)}
          </Link>
        </H4>
        {problem.time_used_seconds !== undefined && <Tag multiline minimal round icon="time">{t('debrief.timeUsed', { time: formatClock(problem.time_used_seconds) })}</Tag>}
      </div>
      {reveal && (
        <section className="interview-debrief__reveal" aria-label={t('debrief.revealed')}>
          <span className="muted">{t('debrief.revealed')}</span>
          <DifficultyTag difficulty={reveal.difficulty} />
          <Tag multiline minimal round>
            {categoryLabel}
          </Tag>
          {tagsBesideCategory(reveal.tags, reveal.category, categoryLabel, tagNames).map((tag) => (
            <Tag multiline key={tag} minimal>
              {tagNames.label(tag)}
            </Tag>
          ))}
          <span className="muted">{t('debrief.acceptance', { rate: formatPercent(reveal.acceptance_rate, language) })}</span>
          <span className="muted">{t('debrief.frequency', { value: formatNumber(reveal.frequency, language, 1) })}</span>
        </section>
      )}
      {analysis ? (
        <section className="interview-debrief__analysis" aria-label={t('debrief.analysis')}>
          <ScoreTag score={analysis.score} />
          <span>
            {t('debrief.time', { found: analysis.time_complexity })} ·{' '}
            <span className="muted">{analysis.reference_time ? t('debrief.reference', { reference: analysis.reference_time }) : t('debrief.noReference')}</span>
          </span>
          <span>
            {t('debrief.space', { found: analysis.space_complexity })} ·{' '}
            <span className="muted">{analysis.reference_space ? t('debrief.reference', { reference: analysis.reference_space }) : t('debrief.noReference')}</span>
          </span>
        </section>
      ) : (
        <p className="muted">{t('debrief.notSubmitted')}</p>
      )}
      {/* The code's own claims, each a callout in body text (interview.css), under the figures they are set against. */}
      {analysis && <ComplexityClaims claims={analysis.complexity_claims} />}
      {problem.say_aloud && problem.say_aloud.length > 0 && (
        <Callout intent={Intent.PRIMARY} icon="lightbulb" title={t('debrief.sayAloud')} compact>
          <ul className="interview-debrief__say">
            {problem.say_aloud.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Callout>
      )}
    </Card>
  );
}
