// The coach: everything AI-written in the product, behind one interface with two providers — an OpenAI-compatible
// model when one is configured, and the embedded coach (static analysis and the catalogue's own texts) when not,
// or when the model fails. The services hand in plain data and store what comes back; no provider touches the
// database, and no prompt, code or personal data reaches the logs.
import type { Schemas } from '../contract/index.ts';
import type { Lang } from '../i18n/texts.ts';

export type CodeLanguage = Schemas['CodeLanguage'];
export type Complexity = Schemas['Complexity'];
export type AlgorithmPattern = Schemas['AlgorithmPattern'];
export type ProblemCategory = Schemas['ProblemCategory'];
export type Difficulty = Schemas['Difficulty'];
export type LocalizedText = Schemas['LocalizedText'];
export type AnalysisEstimate = Schemas['AnalysisEstimate'];
export type ComplexityClaim = Schemas['ComplexityClaim'];

/** The problem as the coach sees it (a catalogue row). */
export interface CoachProblem {
  id: string;
  frontendId: number;
  slug: string;
  title: LocalizedText;
  difficulty: Difficulty;
  category: ProblemCategory;
  tags: string[];
  /** Plain-text statement (HTML stripped), for a model's context; may be long. */
  statement: LocalizedText;
  /** The reference solution's complexity as written (e.g. "O(m*n)") and its class, when known. */
  reference?: { time: Complexity; space: Complexity; timeClass: ComplexityClass; spaceClass: ComplexityClass };
  /** The catalogue's three hint texts of rising detail, when it has them. */
  hints: LocalizedText[];
}

export type ComplexityClass = 'O(1)' | 'O(log n)' | 'O(n)' | 'O(n log n)' | 'O(n^2)' | 'O(n^3)' | 'O(2^n)';

/**
 * A recurring issue an analysis points out, by a stable key, so that GET /submissions/analysis/patterns can count
 * them across submissions. The coach names each key in both languages (`issueName`). The keys are ISSUE_KEYS
 * (server/coach/embedded/names.ts); both providers report only those.
 */
export type IssueKey = string;

export interface AnalyseInput {
  problem: CoachProblem;
  code: string;
  language: CodeLanguage;
  /** The language feedback and suggestions are written in. */
  lang: Lang;
}

/** The contract's Analysis, plus what the server keeps to aggregate later (never sent as such). */
export interface AnalysisOutput {
  score: 1 | 2 | 3 | 4 | 5;
  time_complexity: Complexity;
  space_complexity: Complexity;
  feedback: string;
  optimization_suggestions: string[];
  /** How far the complexities can be trusted (a rough estimate says so, with its reason). */
  estimate: AnalysisEstimate;
  /** The code's own complexity claims, each compared with the analysis. */
  complexity_claims: ComplexityClaim[];
  /** Techniques the code uses (for the patterns page). */
  patterns: AlgorithmPattern[];
  /** Issues pointed out (for the patterns page's common issues). */
  issues: IssueKey[];
  /** Which provider answered: the model, or the embedded coach (also as the model's fallback). */
  provider: 'model' | 'embedded';
}

export interface HintInput {
  problem: CoachProblem;
  level: 1 | 2 | 3;
  /** The programming language the hint may refer to. */
  language: CodeLanguage;
  lang: Lang;
}

export interface OptimiseInput {
  problem: CoachProblem;
  code: string;
  language: CodeLanguage;
  /** The analysis the submission was made with. */
  analysis: { score: number; time_complexity: Complexity; space_complexity: Complexity; feedback: string; optimization_suggestions: string[] };
  lang: Lang;
}

export interface OptimiseOutput {
  suggestions: string[];
  optimized_code: string;
  explanation: string;
  expected_time_complexity: Complexity;
  expected_space_complexity: Complexity;
}

/** A problem the plan service offers the coach for a plan, with the facts it was offered for. */
export interface PlanCandidate {
  problem: Pick<CoachProblem, 'id' | 'frontendId' | 'slug' | 'title' | 'difficulty' | 'category' | 'tags'>;
  kind: 'new' | 'review';
  /** Reviews: the latest score and when it was given, and how overdue the spaced-repetition review is (days). */
  lastScore?: number;
  lastSubmittedAt?: string;
  overdueDays?: number;
  /** New problems: how weak the user is in the problem's category (0 strong … 1 weakest, or unknown). */
  categoryWeakness?: number;
  /** Why the plan service's rules would pick it (shown when the coach keeps its own reason empty). */
  reason: LocalizedText;
}

/** The user's figures the coach writes from (all computed by the server from the user's own submissions). */
export interface LearnerStats {
  skillLevel: 'beginner' | 'intermediate' | 'advanced';
  learningGoal?: Schemas['LearningGoal'];
  solved: number;
  attempted: number;
  submissions: number;
  averageScore: number | null;
  currentStreak: number;
  trend: 'improving' | 'stable' | 'declining';
  /** Per category the user has attempted: solved count and average score. */
  categories: Array<{ category: ProblemCategory; solved: number; attempted: number; averageScore: number | null }>;
  /** Per difficulty. */
  difficulties: Array<{ difficulty: Difficulty; solved: number; averageScore: number | null }>;
  /** The latest submissions, newest first (at most 20). */
  recent: Array<{ problem: Pick<CoachProblem, 'id' | 'title' | 'difficulty' | 'category'>; score: number; language: CodeLanguage; submittedAt: string; issues: IssueKey[] }>;
}

export interface SmartPlanInput {
  /** How many problems the plan holds (from the available minutes, §2's table), new and review together. */
  size: { min: number; max: number };
  includeReview: boolean;
  candidates: PlanCandidate[];
  stats: LearnerStats;
  /** The user's free text for the plan (untrusted). */
  goalNote?: string;
  lang: Lang;
}

export interface SmartPlanOutput {
  /** The picks, in order, each with why (both languages). Ids must come from the candidates. */
  picks: Array<{ problemId: string; kind: 'new' | 'review'; reason: LocalizedText }>;
  summary: LocalizedText;
  /** Set by the coach facade when the model could not answer and the embedded coach's rules picked instead. */
  fallback?: boolean;
}

export interface InsightsInput {
  stats: LearnerStats;
  /** Problems the user could practise next (unsolved, in weak categories), for `recommended_problems`. */
  candidates: Array<Pick<CoachProblem, 'id' | 'frontendId' | 'slug' | 'title' | 'difficulty' | 'category'>>;
  lang: Lang;
}

export interface InsightsOutput {
  summary: string;
  insights: Schemas['AiInsight'][];
  /** Ids from the candidates, at most 5. */
  recommendedProblemIds: string[];
}

/** The coach's methods that call a provider (each may get its own time budget). */
export type CoachMethod = 'analyse' | 'hint' | 'optimise' | 'smartPlan' | 'insights';

export interface Coach {
  analyse(input: AnalyseInput): Promise<AnalysisOutput>;
  hint(input: HintInput): Promise<string>;
  optimise(input: OptimiseInput): Promise<OptimiseOutput>;
  smartPlan(input: SmartPlanInput): Promise<SmartPlanOutput>;
  insights(input: InsightsInput): Promise<InsightsOutput>;
  /** The name of an issue key in both languages (for the patterns page). */
  issueName(key: IssueKey): LocalizedText;
}

/**
 * Where the providers report what happened to each call: the method, the provider, the outcome (or the reason it
 * failed), the duration and token counts — never code, prompts, answers or personal data. Fastify's and pino's
 * loggers fit as they are.
 */
export interface CoachLogger {
  info(data: Record<string, unknown>, message: string): void;
  warn(data: Record<string, unknown>, message: string): void;
}

/**
 * What a provider throws when it cannot answer (timeout, refusal, 429, malformed output, no network). The coach
 * facade falls back to the embedded coach where that makes sense; the services turn what is left into the
 * contract's 500 `ai_unavailable`.
 */
export class CoachUnavailable extends Error {
  constructor(
    readonly reason: 'timeout' | 'rate_limited' | 'refused' | 'malformed' | 'unreachable' | 'error',
    message: string,
  ) {
    super(message);
    this.name = 'CoachUnavailable';
  }
}
