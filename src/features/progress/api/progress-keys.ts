// Query keys of the progress screen, so one place decides what a refresh or a retry touches.
export const progressKeys = {
  all: ['progress'] as const,
  overview: () => [...progressKeys.all, 'overview'] as const,
  categories: () => [...progressKeys.all, 'categories'] as const,
  difficulty: () => [...progressKeys.all, 'difficulty'] as const,
  strengthsWeaknesses: () => [...progressKeys.all, 'strengths-weaknesses'] as const,
  scoreTrend: (days: number) => [...progressKeys.all, 'score-trend', days] as const,
};
