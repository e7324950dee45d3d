import { Tag, Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/schema';

type Difficulty = components['schemas']['Difficulty'];

const INTENT: Record<Difficulty, Intent> = { Easy: Intent.SUCCESS, Medium: Intent.WARNING, Hard: Intent.DANGER };

/** Nothing when the difficulty is not known (an interview session leaves it out until its debrief). */
export function DifficultyTag({ difficulty, minimal = true }: { difficulty: Difficulty | undefined; minimal?: boolean }) {
  const { t } = useTranslation('common');
  if (!difficulty) return null;
  return (
    <Tag multiline intent={INTENT[difficulty]} minimal={minimal} round>
      {t(`difficulty.${difficulty}`)}
    </Tag>
  );
}
