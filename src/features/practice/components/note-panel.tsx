// The learner's private note on the problem (Markdown), saved on the server one second after typing stops, like
// code drafts. While the problem is back for review the note stays folded until it has been submitted again:
// recall first, then compare.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Callout, Card, H3, SegmentedControl, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { ErrorState, LoadingState } from '@/components/states';
import { DRAFT_AUTOSAVE_MS } from '@/lib/constants';
import { useErrorText } from '@/lib/error-text';
import { useProblemNote } from '@/api/queries/problems/get-problem-note';
import { useSaveProblemNote } from '@/api/queries/problems/save-problem-note';
import { renderNote } from '../note-markdown';

/** The contract's limit of a note's length. */
const NOTE_MAX_LENGTH = 20_000;

export function NotePanel({ problemId }: { problemId: string }) {
  const { t } = useTranslation('practice');
  const query = useProblemNote(problemId);
  let body;
  if (query.isPending) body = <LoadingState label={t('note.loading')} />;
  else if (query.isError) body = <ErrorState error={query.error} title={t('note.error')} onRetry={() => void query.refetch()} />;
  else if (query.data?.folded) {
    body = (
      <Callout icon="eye-off" intent="primary" data-testid="note-folded">
        {t('note.folded')}
      </Callout>
    );
  } else body = <NoteEditor key={problemId} problemId={problemId} note={query.data} />;
  return (
    <Card className="practice-note" role="region" aria-labelledby="practice-note-title">
      <H3 id="practice-note-title">{t('note.title')}</H3>
      {body}
    </Card>
  );
}

type SaveStatus = 'pending' | 'saving' | 'saved' | 'failed' | null;

function NoteEditor({ problemId, note }: { problemId: string; note: Schemas['ProblemNote'] | null }) {
  const { t } = useTranslation('practice');
  const describe = useErrorText();
  const [text, setText] = useState(note?.text ?? '');
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [status, setStatus] = useState<SaveStatus>(null);
  const save = useSaveProblemNote(problemId);
  /** What the server holds, so only real edits are sent. */
  const saved = useRef(text);
  const latest = useRef(text);
  latest.current = text;

  const send = (value: string) => {
    setStatus('saving');
    save.mutate(value, {
      onSuccess: () => {
        saved.current = value;
        setStatus(latest.current === value ? 'saved' : 'pending');
      },
      onError: () => setStatus('failed'),
    });
  };

  // 1 s after typing stops, as code drafts.
  useEffect(() => {
    if (text === saved.current) return;
    setStatus('pending');
    const timer = setTimeout(() => send(text), DRAFT_AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // `send` only reads refs and stable setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  // What is still waiting for the timer is sent when the learner leaves the problem.
  useEffect(
    () => () => {
      if (latest.current !== saved.current) void save.mutateAsync(latest.current).catch(() => undefined);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const html = useMemo(() => (mode === 'preview' ? renderNote(text) : ''), [mode, text]);
  return (
    <div className="practice-note__body">
      <div className="practice-note__bar">
        <SegmentedControl
          aria-label={t('note.mode')}
          size="small"
          value={mode}
          onValueChange={(value) => setMode(value as 'write' | 'preview')}
          options={[
            { value: 'write', label: t('note.write') },
            { value: 'preview', label: t('note.preview') },
          ]}
        />
        <span className="muted practice-note__status" role="status" aria-live="polite" data-testid="note-status">
          {status && status !== 'failed' ? t(`note.status.${status}`) : ''}
        </span>
      </div>
      {mode === 'write' ? (
        <TextArea
          className="practice-note__text"
          aria-label={t('note.label')}
          placeholder={t('note.placeholder')}
          value={text}
          maxLength={NOTE_MAX_LENGTH}
          autoResize
          fill
          onChange={(event) => setText(event.target.value)}
        />
      ) : text.trim() ? (
        // Sanitised by DOMPurify (renderNote).
        <div className="practice-note__preview problem-description" data-testid="note-preview" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="muted">{t('note.emptyPreview')}</p>
      )}
      {status === 'failed' && save.error && (
        <Callout intent="danger" icon="error" role="alert">
          {t('note.failed', { message: describe(save.error) })}{' '}
          <Button size="small" variant="minimal" intent="danger" text={t('note.retry')} onClick={() => send(latest.current)} />
        </Callout>
      )}
    </div>
  );
}
