// AI hints, one level at a time (1 → 2 → 3), shown together in order.
import { useState } from 'react';
import { Button, Callout, Card, H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { isAbort } from '@/api/errors';
import { useErrorText } from '@/lib/error-text';
import type { UiLanguage } from '@/lib/i18n';
import { PROBLEM_HINT_TIMEOUT_MS, useProblemHint } from '@/api/queries/problems/get-problem-hint';
import { AiProgress } from '@/components/ai-progress';

const MAX_HINT_LEVEL = 3;

interface HintsPanelProps {
  problemId: string;
  /** How many levels this problem has (GET /problems/{id}: hints_available). */
  available: number;
  codeLanguage: Schemas['CodeLanguage'];
  userLanguage: UiLanguage;
}

export function HintsPanel({ problemId, available, codeLanguage, userLanguage }: HintsPanelProps) {
  const { t } = useTranslation('practice');
  const describe = useErrorText();
  const [hints, setHints] = useState<Schemas['Hint'][]>([]);
  const request = useProblemHint();

  const maxLevel = Math.min(available, MAX_HINT_LEVEL);
  const nextLevel = hints.length + 1;
  const done = nextLevel > maxLevel;

  const handleAsk = () => {
    if (done || request.isPending) return;
    request.mutate(
      { problemId, query: { level: nextLevel, language: codeLanguage, user_language: userLanguage } },
      { onSuccess: (hint) => setHints((old) => [...old, { ...hint, level: nextLevel }]) },
    );
  };

  return (
    <Card className="practice-hints" aria-labelledby="practice-hints-title">
      <div className="practice-hints__head">
        <H3 id="practice-hints-title">{t('hints.title')}</H3>
        {maxLevel > 0 && (
          <Button
            icon="lightbulb"
            variant="outlined"
            intent="primary"
            disabled={done || request.isPending}
            text={done ? t('hints.allShown') : t('hints.ask', { level: nextLevel, max: maxLevel })}
            onClick={handleAsk}
          />
        )}
      </div>
      {maxLevel === 0 && <p className="muted">{t('hints.none')}</p>}
      {maxLevel > 0 && hints.length === 0 && !request.isPending && !request.isError && <p className="muted">{t('hints.empty')}</p>}
      {hints.length > 0 && (
        <ol className="practice-hints__list" data-testid="hints-list">
          {hints.map((hint) => (
            <li key={hint.level} className="practice-hints__item">
              <strong>{t('hints.level', { level: hint.level })}</strong>
              <p className="practice-text">{hint.hint}</p>
            </li>
          ))}
        </ol>
      )}
      {request.isPending && <AiProgress label={t('hints.loading', { level: nextLevel })} timeoutMs={PROBLEM_HINT_TIMEOUT_MS} onCancel={request.cancel} />}
      {request.isError && !isAbort(request.error) && (
        <Callout intent="danger" icon="error" role="alert">
          {t('hints.failed', { message: describe(request.error) })}
        </Callout>
      )}
    </Card>
  );
}
