// Business constants of product-spec §9 and the option lists of §2/§5, in one place.
import type { components } from '@/api/schema';

type Preferences = Required<components['schemas']['Preferences']>;
type Difficulty = components['schemas']['Difficulty'];

/** §3 preference defaults (the contract carries the same values as schema defaults; a test compares them). */
export const PREFERENCE_DEFAULTS: Preferences = {
  tabSize: 4,
  autoSave: true,
  defaultLanguage: 'python',
  dailyTargetProblems: 3,
  language: 'zh',
  skillLevel: 'beginner',
  darkTheme: false,
  studyReminder: true,
  reviewReminder: true,
  achievementNotification: true,
  emailNotification: false,
  timezone: 'Asia/Shanghai',
};

/** §3 problem difficulties, easiest first: the order every filter, list and chart shows them in. */
export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const satisfies readonly Difficulty[];
// A difficulty the contract adds and this list lacks fails to compile here.
const difficultiesComplete: Exclude<Difficulty, (typeof DIFFICULTIES)[number]> extends never ? true : false = true;
void difficultiesComplete;

export const DEFAULT_LANGUAGE = 'zh' as const;
export const UI_LANGUAGES = ['zh', 'en'] as const;
/** Each interface language's folder under locales/ (the build's start-up preload reads it too). */
export const LOCALE_FOLDERS = { zh: 'zh-CN', en: 'en' } as const satisfies Record<(typeof UI_LANGUAGES)[number], string>;

export const TAB_SIZES = [2, 4, 8] as const;
export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const LEARNING_GOALS = [
  'interview_preparation',
  'skill_improvement',
  'competition_preparation',
  'academic_study',
] as const;
export const DAILY_STUDY_MINUTES = [30, 60, 90, 120, 180] as const;

/** §2 plan time choices: minutes → how many problems the plan holds. */
export const PLAN_TIME_CHOICES = [
  { minutes: 15, problems: '1' },
  { minutes: 30, problems: '1-2' },
  { minutes: 60, problems: '2-3' },
  { minutes: 90, problems: '3-4' },
  { minutes: 120, problems: '4-5' },
  { minutes: 180, problems: '5-6' },
] as const;

/** §2 history score filters: "1+" up to "5" (the minimum score sent to the server). */
export const SCORE_FILTERS = [1, 2, 3, 4, 5] as const;

export const SESSION_REFRESH_MS = 10 * 60 * 1000;
export const DRAFT_AUTOSAVE_MS = 1000;
/** A search box sends its text once typing has stopped this long (one request, not one per key). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SCORE_TREND_DEFAULT_DAYS = 30;
export const RECENT_ACTIVITY_DEFAULT_LIMIT = 20;
export const VERIFICATION = { codeLength: 6, validSeconds: 5 * 60, resendSeconds: 60 } as const;
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 4;
/** Below this width the side menu becomes a drawer. */
export const NARROW_SCREEN_PX = 768;

/** The contract's problem categories, in the order the app offers them (problem filters, interview sessions). */
export const PROBLEM_CATEGORIES: readonly components['schemas']['ProblemCategory'][] = [
  'array', 'string', 'hash_table', 'linked_list', 'stack', 'queue', 'two_pointers', 'sliding_window',
  'binary_search', 'sorting', 'tree', 'graph', 'heap', 'dynamic_programming', 'greedy', 'backtracking',
  'math', 'bit_manipulation', 'design',
];
