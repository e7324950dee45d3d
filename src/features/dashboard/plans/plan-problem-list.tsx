// The new or review problems of a plan, each linking to its problem page, with a box to mark it done.
import { Checkbox, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { DifficultyTag } from '@/components/difficulty-tag';
import { localized } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';

type PlanProblem = Schemas['PlanProblem'];

interface PlanProblemListProps {
  heading: string;
  problems: PlanProblem[];
  /** The problem whose change is on its way (its box waits). */
  pendingId?: string;
  onToggle?: (problem: PlanProblem, completed: boolean) => void;
}

export function PlanProblemList({ heading, problems, pendingId, onToggle }: PlanProblemListProps) {
  const { t } = useTranslation('dashboard');
  const { language } = usePreferences();
  if (problems.length === 0) return null;
  return (
    <section className="plan-problems" aria-label={heading}>
      <h3 className="plan-problems__heading">
        {heading} <span className="muted">({problems.length})</span>
      </h3>
      <ul className="plan-problems__list">
        {problems.map((problem) => {
          const title = localized(problem.title, language);
          return (
            <li key={problem.id} className={`plan-problem${problem.completed ? ' plan-problem--done' : ''}`}>
              {onToggle && (
                <Checkbox
                  className="plan-problem__check"
                  checked={problem.completed}
                  disabled={pendingId === problem.id}
                  aria-label={t(problem.completed ? 'plan.markUndone' : 'plan.markDone', { title })}
                  onChange={(event) => onToggle(problem, event.currentTarget.checked)}
                />
              )}
              <div className="plan-problem__body">
                <div className="plan-problem__title-row">
                  <Link to={paths.problem(problem.id)} className="plan-problem__link">
                    {problem.frontend_id}. {title}
                  </Link>
                  <DifficultyTag difficulty={problem.difficulty} />
                  {problem.category && <Tag multiline minimal>{t(`common:category.${problem.category}`)}</Tag>}
                  {problem.completed && (
                    <Tag multiline minimal intent="success" icon="tick">
                      {t('plan.done')}
                    </Tag>
                  )}
                </div>
                {problem.reason && <div className="plan-problem__reason muted">{localized(problem.reason, language)}</div>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
