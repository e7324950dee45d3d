// The figures of GET /progress/dashboard a learner checks in the morning: streak, today, solved, scores.
import { Card, Intent, ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Schemas } from '@/api/client';
import { DIFFICULTIES } from '@/lib/constants';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';

export function KeyFigures({ data }: { data: Schemas['Dashboard'] }) {
  const { t } = useTranslation('dashboard');
  const { language } = usePreferences();
  const todayShare = data.today_target > 0 ? Math.min(1, data.today_completed / data.today_target) : 0;
  return (
    <section className="key-figures" aria-label={t('figures.title')}>
      <Card compact className="figure">
        <div className="figure__label">{t('figures.streak')}</div>
        <div className="figure__value">{t('figures.days', { count: data.current_streak_days, value: formatNumber(data.current_streak_days, language) })}</div>
      </Card>
      <Card compact className="figure">
        <div className="figure__label">{t('figures.today')}</div>
        <div className="figure__value">{t('figures.todayValue', { completed: data.today_completed, target: data.today_target })}</div>
        <ProgressBar value={todayShare} animate={false} stripes={false} intent={todayShare >= 1 ? Intent.SUCCESS : Intent.PRIMARY} aria-label={t('figures.today')} />
      </Card>
      <Card compact className="figure">
        <div className="figure__label">{t('figures.solved')}</div>
        <div className="figure__value">{formatNumber(data.total_solved, language)}</div>
        <div className="figure__detail">
          {DIFFICULTIES.map((difficulty) => (
            <span key={difficulty} className={`figure__${difficulty.toLowerCase()}`}>
              {t(`common:difficulty.${difficulty}`)} {formatNumber(data.solved_by_difficulty[difficulty] ?? 0, language)}
            </span>
          ))}
        </div>
      </Card>
      <Card compact className="figure">
        <div className="figure__label">{t('figures.averageScore')}</div>
        <div className="figure__value">
          {data.average_score > 0 ? t('figures.scoreValue', { score: formatNumber(data.average_score, language, 1) }) : t('figures.noScore')}
        </div>
      </Card>
      <Card compact className="figure">
        <div className="figure__label">{t('figures.thisWeek')}</div>
        <div className="figure__value">{formatNumber(data.submissions_this_week, language)}</div>
        <div className="figure__detail muted">{t('figures.submissions')}</div>
      </Card>
    </section>
  );
}
