// The submission statistics: totals, average and best score, this week, per language and per score.
import { Card } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/states';
import { codeLanguageName } from '@/lib/code-languages';
import { formatNumber } from '@/lib/format';
import { usePreferences } from '@/lib/preferences';
import { useSubmissionStats } from '@/api/queries/submissions/get-submission-stats';

function Bars({ items }: { items: { key: string; label: string; text: string; value: number }[] }) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ul className="history-bars">
      {items.map((item) => (
        <li key={item.key} className="history-bar">
          <span>{item.text}</span>
          <span className="history-bar__track" aria-hidden>
            <span className="history-bar__fill" style={{ display: 'block', width: `${(item.value / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

export function StatsOverview() {
  const { t } = useTranslation('history');
  const { language } = usePreferences();
  const stats = useSubmissionStats();

  if (stats.isPending) return <LoadingState label={t('stats.loading')} />;
  if (stats.isError) return <ErrorState title={t('stats.errorTitle')} error={stats.error} onRetry={() => void stats.refetch()} />;

  const data = stats.data;
  const cards = [
    { key: 'total', label: t('stats.total'), value: formatNumber(data.total_submissions, language) },
    { key: 'solved', label: t('stats.solved'), value: formatNumber(data.problems_solved, language) },
    { key: 'average', label: t('stats.average'), value: formatNumber(data.average_score, language, 2) },
    { key: 'best', label: t('stats.best'), value: formatNumber(data.best_score, language) },
    { key: 'thisWeek', label: t('stats.thisWeek'), value: formatNumber(data.this_week, language) },
  ];
  return (
    <div data-testid="history-stats">
      <div className="history-stats__cards">
        {cards.map((card) => (
          <Card key={card.key} className="history-stat" compact>
            <p className="history-stat__label">{card.label}</p>
            <p className="history-stat__value">{card.value}</p>
          </Card>
        ))}
      </div>
      <div className="history-stats__details">
        <Card compact>
          <h2 className="history-section__heading">{t('stats.byLanguage')}</h2>
          {data.by_language.length === 0 ? (
            <p className="muted">{t('stats.noLanguages')}</p>
          ) : (
            <Bars
              items={data.by_language.map((entry) => ({
                key: entry.language,
                label: codeLanguageName(entry.language),
                text: t('stats.languageCount', { language: codeLanguageName(entry.language), count: formatNumber(entry.count, language) }),
                value: entry.count,
              }))}
            />
          )}
        </Card>
        <Card compact>
          <h2 className="history-section__heading">{t('stats.distribution')}</h2>
          <Bars
            items={data.score_distribution.map((entry) => ({
              key: String(entry.score),
              label: String(entry.score),
              text: t('stats.scoreCount', { score: entry.score, count: formatNumber(entry.count, language) }),
              value: entry.count,
            }))}
          />
        </Card>
      </div>
    </div>
  );
}
