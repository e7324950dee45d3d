// Which difficulties suit a learner's skill level (their preferences): plans and interview sessions pick by it.
import type { Schemas } from '../contract/index.ts';

type SkillLevel = NonNullable<Schemas['Preferences']['skillLevel']>;

/** The difficulties that suit each skill level, the most suitable first. */
export const LEVEL_DIFFICULTIES: Record<SkillLevel, Schemas['Difficulty'][]> = {
  beginner: ['Easy', 'Medium'],
  intermediate: ['Medium', 'Easy', 'Hard'],
  advanced: ['Medium', 'Hard'],
};
