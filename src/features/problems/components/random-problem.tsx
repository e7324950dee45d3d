// "Random problem", optionally of one difficulty: asks the server for one and opens its page.
import { useState } from 'react';
import { Button, ControlGroup, HTMLSelect, Intent } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { useErrorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toaster';
import { useRandomProblem } from '@/api/queries/problems/get-random-problem';
import { DIFFICULTIES } from '@/lib/constants';
import type { Difficulty } from '../filters';

export function RandomProblem() {
  const { t } = useTranslation('problems');
  const describe = useErrorText();
  const navigate = useNavigate();
  const random = useRandomProblem();
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');

  const handlePick = () => {
    random.mutate(difficulty || undefined, {
      onSuccess: (problem) => navigate(paths.problem(problem.id)),
      onError: (error) => {
        const noMatch = isApiError(error) && error.kind === 'notFound';
        showToast({ intent: Intent.DANGER, icon: 'error', message: noMatch ? t('random.noMatch') : t('random.failed', { message: describe(error) }) });
      },
    });
  };

  return (
    <ControlGroup className="random-problem">
      <HTMLSelect
        aria-label={t('random.difficulty')}
        value={difficulty}
        onChange={(event) => setDifficulty(event.target.value as Difficulty | '')}
      >
        <option value="">{t('random.anyDifficulty')}</option>
        {DIFFICULTIES.map((d) => (
          <option key={d} value={d}>{t(`common:difficulty.${d}`)}</option>
        ))}
      </HTMLSelect>
      <Button icon="random" text={t('random.button')} loading={random.isPending} onClick={handlePick} />
    </ControlGroup>
  );
}
