// The catalogue as a dense semantic table: real links and buttons, a sticky header, aria-sort on the
// sortable columns. A server page (at most 100 rows) renders whole; a longer list (the whole catalogue, about
// 3,500 problems) renders only the rows near the view, with aria-rowcount/aria-rowindex telling where they are.
import { memo, useRef } from 'react';
import { HTMLTable, Icon, Tag } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { DifficultyTag } from '@/components/difficulty-tag';
import { formatNumber, formatPercent, localized } from '@/lib/format';
import type { UiLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { useWindowedRows } from '@/lib/use-windowed-rows';
import type { SortKey, SortOrder } from '../filters';
import { StatusIcon } from './status-icon';
import { useTagNames } from '@/components/use-tag-names';

const VISIBLE_TAGS = 2;
const COLUMN_COUNT = 8;

interface ProblemsTableProps {
  problems: Schemas['ProblemSummary'][];
  /** Undefined when the rows are ranked by relevance (search) and cannot be re-sorted. */
  sort?: { key: SortKey; order: SortOrder; onSort: (key: SortKey) => void };
  busy: boolean;
}

export function ProblemsTable({ problems, sort, busy }: ProblemsTableProps) {
  const { t } = useTranslation('problems');
  const { language } = usePreferences();
  const tagNames = useTagNames(language);
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useWindowedRows(scrollRef, problems.length);

  const header = (key: SortKey | null, label: string, className?: string) => {
    if (!sort || !key) return <th scope="col" className={className}>{label}</th>;
    const active = sort.key === key;
    const ariaSort = active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';
    const next = active && sort.order === 'asc' ? 'desc' : 'asc';
    return (
      <th scope="col" className={className} aria-sort={ariaSort}>
        <button
          type="button"
          className="problems-table__sort"
          onClick={() => sort.onSort(key)}
          title={t(`list.sort.${next}`, { column: label })}
        >
          {label}
          <Icon
            icon={active ? (sort.order === 'asc' ? 'chevron-up' : 'chevron-down') : 'double-caret-vertical'}
            size={12}
            className={active ? undefined : 'problems-table__sort-idle'}
            aria-hidden
          />
        </button>
      </th>
    );
  };

  return (
    <div className="problems-table__scroll" aria-busy={busy} ref={scrollRef}>
      <HTMLTable
        compact
        striped
        interactive
        className={`problems-table${busy ? ' problems-table--busy' : ''}${rows.windowed ? ' problems-table--windowed' : ''}`}
        aria-rowcount={problems.length + 1}
      >
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {header(null, t('list.columns.status'), 'problems-table__status')}
            {header('frontend_id', t('list.columns.number'), 'problems-table__number')}
            {header('title', t('list.columns.title'))}
            {header('difficulty', t('list.columns.difficulty'))}
            {header(null, t('list.columns.category'))}
            {header(null, t('list.columns.tags'))}
            {header('acceptance_rate', t('list.columns.acceptance'), 'problems-table__numeric')}
            {header('frequency', t('list.columns.frequency'), 'problems-table__numeric')}
          </tr>
        </thead>
        <tbody>
          {rows.before > 0 && <tr aria-hidden className="problems-table__spacer" style={{ height: rows.before }}><td colSpan={COLUMN_COUNT} /></tr>}
          {problems.slice(rows.start, rows.end).map((problem, offset) => (
            <ProblemRow
              key={problem.id}
              problem={problem}
              rowIndex={rows.start + offset + 2}
              language={language}
              tagLabel={tagNames.label}
              rowRef={offset === 0 ? rows.measureRef : undefined}
            />
          ))}
          {rows.after > 0 && <tr aria-hidden className="problems-table__spacer" style={{ height: rows.after }}><td colSpan={COLUMN_COUNT} /></tr>}
        </tbody>
      </HTMLTable>
    </div>
  );
}

interface ProblemRowProps {
  problem: Schemas['ProblemSummary'];
  /** 1-based position among all rows, the header being 1. */
  rowIndex: number;
  language: UiLanguage;
  tagLabel: (english: string) => string;
  rowRef?: (row: HTMLElement | null) => void;
}

/** One problem; memoised, so moving the window of a long list only renders the rows that come into view. */
const ProblemRow = memo(function ProblemRow({ problem, rowIndex, language, tagLabel, rowRef }: ProblemRowProps) {
  const { t } = useTranslation('problems');
  // A problem of the learner's running interview comes without these (the server leaves them out): empty cells.
  const tags = problem.tags ?? [];
  const hidden = tags.length - VISIBLE_TAGS;
  return (
    <tr aria-rowindex={rowIndex} ref={rowRef}>
      <td className="problems-table__status"><StatusIcon status={problem.status} /></td>
      <td className="problems-table__number">{problem.frontend_id}</td>
      <td className="problems-table__title">
        <Link to={paths.problem(problem.id)}>{localized(problem.title, language)}</Link>
      </td>
      <td><DifficultyTag difficulty={problem.difficulty} /></td>
      <td className="problems-table__category">{problem.category ? t(`common:category.${problem.category}`) : null}</td>
      <td className="problems-table__tags" title={tags.length > 0 ? tags.map(tagLabel).join(', ') : undefined}>
        {tags.slice(0, VISIBLE_TAGS).map((tag) => (
          <Tag multiline key={tag} minimal>{tagLabel(tag)}</Tag>
        ))}
        {hidden > 0 && <span className="muted">{t('list.moreTags', { count: hidden })}</span>}
      </td>
      <td className="problems-table__numeric">{problem.acceptance_rate === undefined ? null : formatPercent(problem.acceptance_rate, language)}</td>
      <td className="problems-table__numeric">{problem.frequency === undefined ? null : formatNumber(problem.frequency, language, 1)}</td>
    </tr>
  );
});
