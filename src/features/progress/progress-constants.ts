// Option lists of the progress screen that are not business constants of §9 (those live in src/lib/constants.ts).
/** The score-trend ranges the user can pick, in days (the default is SCORE_TREND_DEFAULT_DAYS). */
export const SCORE_TREND_RANGES = [7, 30, 90, 365] as const;
export const CATEGORY_CHART_HEIGHT_PX = 380;
export const DIFFICULTY_CHART_HEIGHT_PX = 240;
export const TREND_CHART_HEIGHT_PX = 300;
/** The practice heatmap: seven rows of days under the month names. */
export const CALENDAR_HEIGHT_PX = 170;
