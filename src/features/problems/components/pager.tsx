// Paging under the table: where we are in the catalogue, previous/next, and rows per page.
import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { PAGE_SIZES, pageCount } from '../filters';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation('problems');
  const { language } = usePreferences();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  const n = (value: number) => formatNumber(value, language);
  return (
    <nav className="problems-pager" aria-label={t('list.paging.label')}>
      <span className="muted" aria-live="polite">
        {t('list.paging.range', { from: n(from), to: n(to), total: n(total) })}
      </span>
      <ButtonGroup>
        <Button icon="double-chevron-left" aria-label={t('list.paging.first')} title={t('list.paging.first')} disabled={page <= 1} onClick={() => onPage(1)} />
        <Button icon="chevron-left" aria-label={t('list.paging.previous')} title={t('list.paging.previous')} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        <span className="problems-pager__page">{t('list.paging.page', { page: n(page), pages: n(pages) })}</span>
        <Button icon="chevron-right" aria-label={t('list.paging.next')} title={t('list.paging.next')} disabled={page >= pages} onClick={() => onPage(page + 1)} />
        <Button icon="double-chevron-right" aria-label={t('list.paging.last')} title={t('list.paging.last')} disabled={page >= pages} onClick={() => onPage(pages)} />
      </ButtonGroup>
      <label className="problems-pager__size">
        {t('list.paging.pageSize')}
        <HTMLSelect value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>{size}</option>
          ))}
        </HTMLSelect>
      </label>
    </nav>
  );
}
