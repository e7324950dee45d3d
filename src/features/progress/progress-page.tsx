// /progress: how the user is doing overall, by category, by difficulty and over time, plus AI insights on
// demand. Lazily loaded by the router, so nivo (imported only below this module) stays out of the first load.
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { OverviewSection } from './components/overview-section';
import { CategorySection } from './components/category-section';
import { DifficultySection } from './components/difficulty-section';
import { StrengthsSection } from './components/strengths-section';
import { ScoreTrendSection } from './components/score-trend-section';
import { AiInsightsSection } from './components/ai-insights-section';
import { PracticeCalendarSection } from './components/practice-calendar-section';
import { InterviewSessionsSection } from './components/interview-sessions-section';
import './progress.css';

export default function Page() {
  const { t } = useTranslation('progress');
  return (
    <PageFrame title={t('title')}>
      <div className="progress-grid">
        <OverviewSection />
        <PracticeCalendarSection />
        <ScoreTrendSection />
        <CategorySection />
        <div className="progress-grid__stack">
          <DifficultySection />
          <StrengthsSection />
        </div>
        <AiInsightsSection />
        <InterviewSessionsSection />
      </div>
    </PageFrame>
  );
}
