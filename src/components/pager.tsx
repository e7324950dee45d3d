// The one pager of the app (problem list, submission history, plan history, admin users): first, previous,
// "page N of M", next, last, and optionally what is shown of how many and the page size.
import type { ReactNode } from 'react';
import { Button, ButtonGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';

interface PagerProps {
  page: number;
  /** How many pages there are (pageCount of lib/page-count.ts). */
  pages: number;
  onPage: (page: number) => void;
  /** What the pages are of, for screen readers (e.g. "Plan history pages"); "Pages" when left out. */
  label?: string;
  /** A sentence before the buttons: what is shown of how many. */
  summary?: ReactNode;
  pageSize?: { value: number; options: readonly number[]; onChange: (pageSize: number) => void };
  /** Another page is on its way: the buttons wait for it. */
  busy?: boolean;
}

export function Pager({ page, pages, onPage, label, summary, pageSize, busy = false }: PagerProps) {
  const { t } = useTranslation('common');
  const { language } = usePreferences();
  const n = (value: number) => formatNumber(value, language);
  const button = (icon: 'double-chevron-left' | 'chevron-left' | 'chevron-right' | 'double-chevron-right', text: string, to: number, disabled: boolean) => (
    <Button icon={icon} aria-label={text} title={text} disabled={disabled || busy} onClick={() => onPage(to)} />
  );
  return (
    <nav className="pager" aria-label={label ?? t('pager.label')}>
      {summary && (
        <span className="pager__summary muted" aria-live="polite">
          {summary}
        </span>
      )}
      <ButtonGroup>
        {button('double-chevron-left', t('pager.first'), 1, page <= 1)}
        {button('chevron-left', t('pager.previous'), page - 1, page <= 1)}
        <span className="pager__page" aria-live="polite">
          {t('pager.page', { page: n(page), pages: n(pages) })}
        </span>
        {button('chevron-right', t('pager.next'), page + 1, page >= pages)}
        {button('double-chevron-right', t('pager.last'), pages, page >= pages)}
      </ButtonGroup>
      {busy && <Spinner size={16} aria-label={t('pager.loading')} />}
      {pageSize && (
        <label className="pager__size">
          {t('pager.pageSize')}
          <HTMLSelect value={pageSize.value} onChange={(event) => pageSize.onChange(Number(event.currentTarget.value))}>
            {pageSize.options.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </HTMLSelect>
        </label>
      )}
    </nav>
  );
}
