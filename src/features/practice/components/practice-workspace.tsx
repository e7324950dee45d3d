// The editor side of the problem page: language, code (with drafts), analyse → submit, and their shortcuts.
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Callout, FormGroup, HTMLSelect, HotkeysContext, Intent, useHotkeys } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Schemas } from '@/api/client';
import { isAbort } from '@/api/errors';
import { session } from '@/auth/session-instance';
import { CodeEditor, type CodeEditorHandle } from '@/components/code-editor/code-editor';
import { ScoreTag } from '@/components/score-tag';
import { DRAFT_AUTOSAVE_MS } from '@/lib/constants';
import { useErrorText } from '@/lib/error-text';
import { formatDateTime } from '@/lib/format';
import type { UiLanguage } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { usePreferences } from '@/lib/preferences';
import { ANALYZE_CODE_TIMEOUT_MS, useAnalyzeCode } from '@/api/queries/submissions/analyze-code';
import { useCreateSubmission } from '@/api/queries/submissions/create-submission';
import { useProblemSubmissions } from '@/api/queries/submissions/list-problem-submissions';
import { clearDraft, draftKey, readDraft, writeDraft } from '../drafts';
import { canAnalyze, canSubmit, isAnalysisCurrent, type AnalysedCode } from '../submit-rules';
import { AiProgress } from '@/components/ai-progress';
import { AiAllowance } from './ai-allowance';
import { AnalysisResult } from './analysis-result';
import { ReviewRating } from './review-rating';

type CodeLanguage = Schemas['CodeLanguage'];
type Notice = { intent: Intent; text: string; role: 'alert' | 'status' };
type DraftStatus = 'restored' | 'pending' | 'saved' | null;

/**
 * An explicit logout has just removed this user's drafts (see drafts.ts); the page closing right after it
 * must not write the code back. After an expired session the code is still saved, for the re-login.
 */
function loggedOut() {
  const state = session.getState();
  return state.status === 'unauthenticated' && state.reason === 'logout';
}

interface PracticeWorkspaceProps {
  problemId: string;
  userId: string;
  languages: Schemas['SupportedLanguage'][];
  language: CodeLanguage;
  onLanguageChange: (language: CodeLanguage) => void;
  uiLanguage: UiLanguage;
}

export function PracticeWorkspace({ problemId, userId, languages, language, onLanguageChange, uiLanguage }: PracticeWorkspaceProps) {
  const { t } = useTranslation('practice');
  const describe = useErrorText();
  const { autoSave } = usePreferences();

  const key = draftKey(userId, problemId, language);
  const [code, setCode] = useState(() => readDraft(key)?.code ?? '');
  const [draftStatus, setDraftStatus] = useState<DraftStatus>(() => (readDraft(key) ? 'restored' : null));
  /** What storage holds for `key` right now, so only real edits are written. */
  const savedCode = useRef(code);
  const latest = useRef({ key, code, autoSave });
  latest.current = { key, code, autoSave };

  const [analysis, setAnalysis] = useState<AnalysedCode | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const analyze = useAnalyzeCode();
  const submit = useCreateSubmission(problemId);
  const submissions = useProblemSubmissions(problemId);

  const monacoId = languages.find((item) => item.id === language)?.monaco_id ?? language;
  const analysisCurrent = isAnalysisCurrent(analysis, code, language);
  const editor = useRef<CodeEditorHandle>(null);

  // Autosave: 1 s after typing stops.
  useEffect(() => {
    if (!autoSave || code === savedCode.current) return;
    setDraftStatus('pending');
    const timer = setTimeout(() => {
      if (loggedOut()) return;
      writeDraft(key, code);
      savedCode.current = code;
      setDraftStatus('saved');
    }, DRAFT_AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [code, key, autoSave]);

  // Whatever is still waiting for the timer is written when the page is left or the tab closes.
  const flush = useCallback(() => {
    const { key: k, code: c, autoSave: on } = latest.current;
    if (on && c !== savedCode.current && !loggedOut()) {
      writeDraft(k, c);
      savedCode.current = c;
    }
  }, []);
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const handleCodeChange = (next: string) => {
    setCode(next);
    setNotice(null);
  };

  const handleLanguageChange = (next: CodeLanguage) => {
    flush();
    const draft = readDraft(draftKey(userId, problemId, next));
    // The other language's draft comes back; without one the current code stays (it was just pasted, say).
    if (draft) {
      setCode(draft.code);
      savedCode.current = draft.code;
      setDraftStatus('restored');
    } else {
      savedCode.current = '';
    }
    setNotice(null);
    onLanguageChange(next);
  };

  const runAnalyze = () => {
    const check = canAnalyze(code);
    if (!check.ok) {
      setNotice({ intent: Intent.WARNING, text: t('analyze.needCode'), role: 'alert' });
      return;
    }
    if (analyze.isPending) return;
    setNotice(null);
    analyze.mutate(
      { problem_id: problemId, code, language, user_language: uiLanguage },
      { onSuccess: (result, body) => setAnalysis({ code: body.code, language: body.language, result }) },
    );
  };

  const handleCancel = () => {
    analyze.cancel();
    setNotice({ intent: Intent.NONE, text: t('analyze.cancelled'), role: 'status' });
  };

  const runSubmit = () => {
    if (submit.isPending || analyze.isPending) return;
    const check = canSubmit(analysis, code, language);
    if (!check.ok) {
      const text = check.reason === 'needCode' ? t('analyze.needCode') : check.reason === 'staleAnalysis' ? t('submit.stale') : t('submit.needAnalysis');
      setNotice({ intent: Intent.WARNING, text, role: 'alert' });
      return;
    }
    setNotice(null);
    submit.mutate(
      { problem_id: problemId, language, code, analysis_id: check.analysisId },
      {
        onSuccess: () => {
          clearDraft(key);
          savedCode.current = code;
          setDraftStatus(null);
          setNotice({ intent: Intent.SUCCESS, text: t('submit.done'), role: 'status' });
        },
      },
    );
  };

  // The latest handlers for the shortcuts, which are bound once.
  const actions = useRef({ runAnalyze, runSubmit });
  actions.current = { runAnalyze, runSubmit };

  const hotkeys = useMemo(
    () => [
      { combo: 'mod+enter', global: true, allowInInput: true, group: t('hotkeys.group'), label: t('hotkeys.analyze'), onKeyDown: () => actions.current.runAnalyze() },
      { combo: 'mod+shift+enter', global: true, allowInInput: true, group: t('hotkeys.group'), label: t('hotkeys.submit'), onKeyDown: () => actions.current.runSubmit() },
    ],
    [t],
  );
  useHotkeys(hotkeys);
  const [, dispatchHotkeys] = useContext(HotkeysContext);

  const latestSubmission = submissions.data?.items[0];
  const submittedCount = submissions.data?.total ?? 0;

  return (
    <div className="practice-workspace">
      <div className="practice-toolbar">
        <FormGroup label={t('editor.language')} labelFor="practice-language" inline className="practice-toolbar__language">
          <HTMLSelect
            id="practice-language"
            value={language}
            onChange={(event) => handleLanguageChange(event.currentTarget.value as CodeLanguage)}
            options={languages.map((item) => ({ value: item.id, label: item.name }))}
          />
        </FormGroup>
        <span className="practice-toolbar__draft muted" role="status" aria-live="polite" data-testid="draft-status">
          {!autoSave ? t('draft.off') : draftStatus ? t(`draft.${draftStatus}`) : ''}
        </span>
        <Button
          variant="minimal"
          icon="key-command"
          aria-label={t('hotkeys.show')}
          title={t('hotkeys.show')}
          onClick={() => dispatchHotkeys({ type: 'OPEN_DIALOG' })}
        />
      </div>

      <CodeEditor
        ref={editor}
        value={code}
        onChange={handleCodeChange}
        language={monacoId}
        height="420px"
        ariaLabel={t('editor.ariaLabel')}
        onMount={(instance, monaco) => {
          // Monaco keeps Ctrl+Enter for itself; bind the page's shortcuts inside the editor too.
          instance.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => actions.current.runAnalyze());
          instance.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.Enter, () => actions.current.runSubmit());
        }}
      />
      {!code && <p className="muted practice-editor__hint">{t('editor.placeholder')}</p>}

      <div className="practice-actions">
        <Button intent="primary" icon="predictive-analysis" text={t('analyze.button')} loading={analyze.isPending} onClick={runAnalyze} />
        <Button
          intent="success"
          icon="send-message"
          text={t('submit.button')}
          loading={submit.isPending}
          disabled={analyze.isPending}
          onClick={runSubmit}
        />
        <AiAllowance uiLanguage={uiLanguage} />
        <span className="muted practice-actions__keys">{t('hotkeys.summary')}</span>
      </div>

      {notice && (
        <Callout intent={notice.intent} role={notice.role} data-testid="practice-notice">
          {notice.text}
        </Callout>
      )}
      {analyze.isPending && <AiProgress label={t('analyze.running')} timeoutMs={ANALYZE_CODE_TIMEOUT_MS} onCancel={handleCancel} />}
      {analyze.isError && !isAbort(analyze.error) && (
        <Callout intent="danger" icon="error" role="alert">
          {t('analyze.failed', { message: describe(analyze.error) })}
        </Callout>
      )}
      {submit.isError && (
        <Callout intent="danger" icon="error" role="alert">
          {t('submit.failed', { message: describe(submit.error) })}
        </Callout>
      )}
      {latestSubmission && (
        <Callout intent="success" icon="tick-circle" data-testid="submitted-state" title={t('submitted.title')}>
          <p>
            {t('submitted.summary', { total: submittedCount, date: formatDateTime(latestSubmission.submitted_at, uiLanguage) })}{' '}
            <ScoreTag score={latestSubmission.score} />
          </p>
          <Link to={paths.submission(latestSubmission.submission_id)}>{t('submitted.view')}</Link>
          {latestSubmission.review && (
            <ReviewRating problemId={problemId} submissionId={latestSubmission.submission_id} review={latestSubmission.review} uiLanguage={uiLanguage} />
          )}
        </Callout>
      )}
      {analysis && !analyze.isPending && (
        // The analysis's line numbers are those of the code it was made from: shown in the editor only while it holds that code.
        <AnalysisResult result={analysis.result} stale={!analysisCurrent} onGoToLine={analysisCurrent ? (line) => editor.current?.goToLine(line) : undefined} />
      )}
    </div>
  );
}
