// Admins' study lists (issue 27 item 3): the built-in ones for reference, the admins' own with edit and delete,
// and the form that defines or changes one (names in both languages, problems one a line as "number slug").
import { useId, useState } from 'react';
import { Button, Card, FormGroup, Intent, Tag, TextArea } from '@blueprintjs/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { ConfirmAlert } from '@/components/confirm-alert';
import { TextField } from '@/components/form-field';
import { EmptyState, ErrorState, LoadingState } from '@/components/states';
import { useErrorText } from '@/lib/error-text';
import { formatNumber, localized } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { showToast } from '@/lib/toaster';
import { useCreateStudyList, useDeleteStudyList, useUpdateStudyList } from '@/api/queries/admin/study-lists';
import { studyListQuery } from '@/api/queries/lists/get-study-list';
import { useStudyLists } from '@/api/queries/lists/list-study-lists';
import { useQueryClient } from '@tanstack/react-query';
import { listProblemsText, studyListBody, studyListFormSchema, type StudyListFormValues } from '../study-list-form';

type Summary = Schemas['StudyListSummary'];
const EMPTY: StudyListFormValues = { nameZh: '', nameEn: '', problems: '' };

export function StudyListsPanel() {
  const { t } = useTranslation('admin');
  const { language } = usePreferences();
  const lists = useStudyLists();
  const client = useQueryClient();
  const errorText = useErrorText();
  const remove = useDeleteStudyList();
  const [editing, setEditing] = useState<{ id: string | null; values: StudyListFormValues } | null>(null);
  const [deleting, setDeleting] = useState<Summary | null>(null);

  const edit = async (list: Summary) => {
    try {
      const detail = await client.fetchQuery(studyListQuery(list.id));
      setEditing({ id: list.id, values: { nameZh: detail.name.zh, nameEn: detail.name.en, problems: listProblemsText(detail.items) } });
    } catch (error) {
      showToast({ intent: Intent.DANGER, message: errorText(error) });
    }
  };

  let body;
  if (lists.isPending) body = <LoadingState label={t('lists.loading')} />;
  else if (lists.isError) body = <ErrorState error={lists.error} title={t('lists.loadFailed')} onRetry={() => void lists.refetch()} />;
  else {
    const own = lists.data.items.filter((list) => !list.builtin);
    body = (
      <Card compact className="admin-lists">
        <ul className="admin-lists__list">
          {lists.data.items.map((list) => (
            <li key={list.id} className="admin-lists__item">
              <span className="admin-lists__name">{localized(list.name, language)}</span>
              {list.builtin && <Tag multiline minimal>{t('lists.builtin')}</Tag>}
              <span className="muted">{t('lists.counts', { total: formatNumber(list.total, language), inCatalogue: formatNumber(list.in_catalogue, language) })}</span>
              {!list.builtin && (
                <span className="admin-lists__actions">
                  <Button size="small" icon="edit" text={t('lists.edit')} onClick={() => void edit(list)} />
                  <Button size="small" icon="trash" intent={Intent.DANGER} variant="minimal" text={t('lists.delete')} onClick={() => setDeleting(list)} />
                </span>
              )}
            </li>
          ))}
        </ul>
        {own.length === 0 && <EmptyState icon="list" title={t('lists.empty')} />}
        {editing ? (
          <StudyListForm key={editing.id ?? 'new'} id={editing.id} initial={editing.values} onDone={() => setEditing(null)} />
        ) : (
          <Button icon="add" text={t('lists.new')} onClick={() => setEditing({ id: null, values: EMPTY })} />
        )}
      </Card>
    );
  }

  return (
    <section aria-labelledby="admin-lists-title" className="admin-section">
      <h2 id="admin-lists-title" className="admin-section__title">{t('lists.title')}</h2>
      <p className="muted">{t('lists.intro')}</p>
      {body}
      <ConfirmAlert
        isOpen={deleting !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('lists.delete')}
        cancelButtonText={t('lists.cancel')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              showToast({ intent: Intent.SUCCESS, icon: 'tick', message: t('lists.deleted') });
            },
            onError: (error) => showToast({ intent: Intent.DANGER, message: errorText(error) }),
          })
        }
      >
        <p>{deleting && t('lists.deleteConfirm', { name: localized(deleting.name, language) })}</p>
      </ConfirmAlert>
    </section>
  );
}

function StudyListForm({ id, initial, onDone }: { id: string | null; initial: StudyListFormValues; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const create = useCreateStudyList();
  const update = useUpdateStudyList();
  const saving = id === null ? create : update;
  const problemsId = useId();
  const { control, handleSubmit } = useForm<StudyListFormValues>({ resolver: zodResolver(studyListFormSchema), defaultValues: initial });

  const submit = handleSubmit((values) => {
    const body = studyListBody(values);
    const done = { onSuccess: () => { showToast({ intent: Intent.SUCCESS, icon: 'tick', message: t('lists.saved') }); onDone(); } };
    if (id === null) create.mutate(body, done);
    else update.mutate({ id, body }, done);
  });

  return (
    <form className="admin-lists__form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="admin-lists__names">
        <TextField control={control} name="nameZh" ns="admin" label={t('lists.nameZh')} maxLength={100} />
        <TextField control={control} name="nameEn" ns="admin" label={t('lists.nameEn')} maxLength={100} />
      </div>
      <Controller
        control={control}
        name="problems"
        render={({ field, fieldState }) => {
          // "key|line": a message with the line it is about.
          const [key, line] = (fieldState.error?.message ?? '').split('|');
          const error = key ? t(key, { line }) : undefined;
          return (
            <FormGroup label={t('lists.problems')} labelFor={problemsId} intent={error ? Intent.DANGER : Intent.NONE} helperText={<span id={`${problemsId}-help`}>{error ?? t('lists.problemsHelper')}</span>}>
              <TextArea
                id={problemsId}
                fill
                rows={8}
                className="admin-lists__problems"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                intent={error ? Intent.DANGER : Intent.NONE}
                aria-invalid={Boolean(error)}
                aria-describedby={`${problemsId}-help`}
              />
            </FormGroup>
          );
        }}
      />
      {saving.isError && <p className="admin-lists__error" role="alert">{errorText(saving.error)}</p>}
      <div className="admin-lists__form-actions">
        <Button type="submit" intent={Intent.PRIMARY} icon="floppy-disk" text={t('lists.save')} loading={saving.isPending} />
        <Button text={t('lists.cancel')} onClick={onDone} />
      </div>
    </form>
  );
}
