// What is left of today's AI allowance, beside the analyse button: the learner sees it before a call is refused.
// Nothing shows while it loads or if it cannot be read (the server still says so when a call is refused).
import { useTranslation } from 'react-i18next';
import { useAiAllowance } from '@/api/queries/auth/get-ai-allowance';
import { formatDateTime } from '@/lib/format';
import type { UiLanguage } from '@/lib/i18n';

/** Few enough left to draw the eye. */
const LOW = 5;

export function AiAllowance({ uiLanguage }: { uiLanguage: UiLanguage }) {
  const { t } = useTranslation('practice');
  const allowance = useAiAllowance();
  if (!allowance.data) return null;
  const { remaining, limit, resets_at } = allowance.data;
  const time = formatDateTime(resets_at, uiLanguage);
  const tone = remaining === 0 ? 'practice-allowance--none' : remaining <= LOW ? 'practice-allowance--low' : '';
  return (
    <span className={`practice-allowance ${tone}`} title={t('allowance.explain', { limit, time })} data-testid="ai-allowance">
      {remaining === 0 ? t('allowance.none', { time }) : t('allowance.left', { remaining, limit })}
    </span>
  );
}
