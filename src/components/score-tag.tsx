import { Tag, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A 1-5 AI score, coloured from poor to excellent. */
export function ScoreTag({ score, large = false }: { score: number; large?: boolean }) {
  const { t } = useTranslation('common');
  const intent = score >= 4 ? Intent.SUCCESS : score === 3 ? Intent.PRIMARY : score === 2 ? Intent.WARNING : Intent.DANGER;
  return (
    <Tag multiline intent={intent} large={large} round aria-label={t('score.label', { score })}>
      {t('score.value', { score })}
    </Tag>
  );
}
