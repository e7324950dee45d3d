// Query keys of the learner's progress figures (tag `progress`), read by the dashboard and the progress page.
export const progressKeys = {
  all: ['progress'] as const,
  overview: () => [...progressKeys.all, 'overview'] as const,
  categories: () => [...progressKeys.all, 'categories'] as const,
  difficulty: () => [...progressKeys.all, 'difficulty'] as const,
  strengthsWeaknesses: () => [...progressKeys.all, 'strengths-weaknesses'] as const,
  dashboard: () => [...progressKeys.all, 'dashboard'] as const,
  scoreTrend: (days: number) => [...progressKeys.all, 'score-trend', days] as const,
  practiceCalendar: () => [...progressKeys.all, 'practice-calendar'] as const,
};
