// One page of the user's submissions, with server-side sorting by the clickable column headers.
import { Button, HTMLTable, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '@/api/schema';
import { ReviewSummary } from '@/components/review-summary';
import { ScoreTag } from '@/components/score-tag';
import { codeLanguageName } from '@/lib/code-languages';
import { formatDateTime, localized } from '@/lib/format';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import type { SortBy, SortOrder } from '../history-search';

type SubmissionSummary = components['schemas']['SubmissionSummary'];

interface SubmissionsTableProps {
  items: SubmissionSummary[];
  total: number;
  sortBy: SortBy;
  order: SortOrder;
  onSort: (column: SortBy) => void;
  onOpen: (submission: SubmissionSummary) => void;
  onDelete: (submission: SubmissionSummary) => void;
}

export function problemLabel(problem: SubmissionSummary['problem'], language: 'zh' | 'en') {
  return `${problem.frontend_id}. ${localized(problem.title, language)}`;
}

function SortHeader({ column, label, sortBy, order, onSort }: { column: SortBy; label: string; sortBy: SortBy; order: SortOrder; onSort: (c: SortBy) => void }) {
  const { t } = useTranslation('history');
  const active = sortBy === column;
  return (
    <th scope="col" aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <Button
        variant="minimal"
        size="small"
        className={active ? 'history-sort' : undefined}
        endIcon={<Icon icon={active ? (order === 'asc' ? 'sort-asc' : 'sort-desc') : 'double-caret-vertical'} size={12} />}
        onClick={() => onSort(column)}
        title={t('list.sort.by', { column: label })}
      >
        {label}
      </Button>
    </th>
  );
}

export function SubmissionsTable({ items, total, sortBy, order, onSort, onOpen, onDelete }: SubmissionsTableProps) {
  const { t } = useTranslation('history');
  const { language } = usePreferences();
  const sortProps = { sortBy, order, onSort };
  return (
    <div className="history-table-wrap" data-testid="history-table">
      <HTMLTable interactive striped compact  className="history-table">
        <caption className="visually-hidden">{t('list.caption', { total })}</caption>
        <thead>
          <tr>
            <SortHeader column="problem" label={t('list.columns.problem')} {...sortProps} />
            <th scope="col">{t('list.columns.language')}</th>
            <SortHeader column="score" label={t('list.columns.score')} {...sortProps} />
            <th scope="col">{t('list.columns.time')}</th>
            <th scope="col">{t('list.columns.space')}</th>
            <th scope="col">{t('list.columns.howItWent')}</th>
            <SortHeader column="submitted_at" label={t('list.columns.submittedAt')} {...sortProps} />
            <th scope="col">
              <span className="visually-hidden">{t('list.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const title = problemLabel(item.problem, language);
            return (
              <tr key={item.submission_id}>
                <td>
                  <Link to={paths.problem(item.problem.id)}>{title}</Link>
                </td>
                <td>{codeLanguageName(item.language)}</td>
                <td>
                  <ScoreTag score={item.score} />
                </td>
                <td className="history-table__complexity">{item.time_complexity}</td>
                <td className="history-table__complexity">{item.space_complexity}</td>
                <td className="history-table__review">{item.review ? <ReviewSummary review={item.review} /> : <span className="muted">{t('list.notRecorded')}</span>}</td>
                <td>
                  <time dateTime={item.submitted_at}>{formatDateTime(item.submitted_at, language)}</time>
                </td>
                <td className="history-table__actions">
                  <Button
                    size="small"
                    variant="minimal"
                    icon="eye-open"
                    text={t('list.actions.view')}
                    aria-label={t('list.actions.viewLabel', { problem: title })}
                    onClick={() => onOpen(item)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={t('list.actions.deleteLabel', { problem: title })}
                    title={t('list.actions.delete')}
                    onClick={() => onDelete(item)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </div>
  );
}
