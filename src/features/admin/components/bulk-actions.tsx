// The bulk-action bar: how many users are selected, select the page, clear, and delete them (never oneself).
import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface BulkActionsProps {
  selectedCount: number;
  /** The selected ids a delete would send (the selection without the admin's own account). */
  deletableIds: string[];
  selfSelected: boolean;
  canSelectPage: boolean;
  onSelectPage: () => void;
  onClear: () => void;
  onDelete: (ids: string[]) => void;
}

export function BulkActions({ selectedCount, deletableIds, selfSelected, canSelectPage, onSelectPage, onClear, onDelete }: BulkActionsProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-bulk" role="toolbar" aria-label={t('bulk.label')}>
      <span aria-live="polite" className="admin-bulk__count" data-testid="selected-count">
        {t('bulk.selected', { count: selectedCount })}
      </span>
      <Button variant="outlined" size="small" icon="select" text={t('bulk.selectPage')} disabled={!canSelectPage} onClick={onSelectPage} />
      <Button variant="outlined" size="small" icon="cross" text={t('bulk.clear')} disabled={selectedCount === 0} onClick={onClear} />
      <Button
        size="small"
        intent="danger"
        icon="trash"
        text={t('bulk.delete', { count: deletableIds.length })}
        disabled={deletableIds.length === 0}
        onClick={() => onDelete(deletableIds)}
      />
      {selfSelected && <span className="admin-bulk__note">{t('bulk.selfExcluded')}</span>}
      <span className="muted admin-bulk__hint">{t('bulk.hint')}</span>
    </div>
  );
}
