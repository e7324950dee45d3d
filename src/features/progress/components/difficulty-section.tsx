import { useTranslation } from 'react-i18next';
import { DIFFICULTY_CHART_HEIGHT_PX } from '../progress-constants';
import { useDifficultyProgress } from '@/api/queries/progress/get-difficulty-progress';
import { ProgressSection } from './progress-section';
import { SectionBody } from './section-body';
import { SolvedBreakdown } from './solved-breakdown';

export function DifficultySection() {
  const { t } = useTranslation('progress');
  const query = useDifficultyProgress();
  const difficultyName = (difficulty: string) => t(`common:difficulty.${difficulty}`, { defaultValue: difficulty });
  const heading = t('difficulty.heading');
  return (
    <ProgressSection title={heading}>
      <SectionBody
        query={query}
        minHeight={DIFFICULTY_CHART_HEIGHT_PX}
        isEmpty={(data) => data.items.every((item) => item.attempted === 0)}
        empty={{ title: t('difficulty.emptyTitle'), description: t('difficulty.emptyDescription') }}
      >
        {({ items }) => {
          const solved = (difficulty: string) => items.find((item) => item.difficulty === difficulty)?.solved ?? 0;
          return (
            <SolvedBreakdown
              items={items}
              keyOf={(item) => item.difficulty}
              nameOf={difficultyName}
              heading={heading}
              columns={[t('difficulty.columns.difficulty'), t('difficulty.columns.solved'), t('difficulty.columns.attempted'), t('difficulty.columns.total'), t('difficulty.columns.averageScore')]}
              summary={t('difficulty.chartSummary', { easy: solved('Easy'), medium: solved('Medium'), hard: solved('Hard') })}
              height={DIFFICULTY_CHART_HEIGHT_PX}
            />
          );
        }}
      </SectionBody>
    </ProgressSection>
  );
}
