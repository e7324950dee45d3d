// The services, wired once from their context and the coach.
import type { SyncTransportOptions } from '../catalogue/leetcode/index.ts';
import type { Coach } from '../coach/types.ts';
import { createAccounts } from './accounts.ts';
import { createAdmin } from './admin.ts';
import { createAiCalls } from './ai-calls.ts';
import { createCatalogueSync } from './catalogue-sync.ts';
import { createLoginLimits } from './login-limits.ts';
import { createSessions } from './sessions.ts';
import type { ServiceContext } from './context.ts';
import { createInterviews } from './interviews.ts';
import { createJobs } from './jobs.ts';
import { createLearnerExport } from './learner-export.ts';
import { createLearnerImport } from './learner-import.ts';
import { createLeetCodeHistory } from './leetcode-history.ts';
import { createLeetCodeSiteImport } from './leetcode-site-import.ts';
import { createNotes } from './notes.ts';
import { createPlans } from './plans.ts';
import { createPracticeCalendar } from './practice-calendar.ts';
import { createProblems } from './problems.ts';
import { createProgress } from './progress.ts';
import { createStudyLists } from './study-lists.ts';
import { createSubmissions } from './submissions.ts';
import { createVerification } from './verification.ts';

/**
 * `leetcode` changes how the sync reaches LeetCode (the tests give it a fake); `importCoach` analyses imported
 * history in the background (the embedded coach: no model calls the learner did not ask for), `coach` by default.
 */
export function createServices(ctx: ServiceContext, coach: Coach, options: { leetcode?: SyncTransportOptions; importCoach?: Coach } = {}) {
  const verification = createVerification(ctx);
  const limits = createLoginLimits(ctx);
  const ai = createAiCalls(ctx);
  const progress = createProgress(ctx, coach, ai);
  const studyLists = createStudyLists(ctx);
  const leetcodeHistory = createLeetCodeHistory(ctx, options.importCoach ?? coach);
  const catalogueSync = createCatalogueSync(ctx, options.leetcode);
  return {
    ctx,
    ai,
    verification,
    limits,
    sessions: createSessions(ctx),
    accounts: createAccounts(ctx, verification, limits),
    admin: createAdmin(ctx),
    problems: createProblems(ctx, coach, ai),
    notes: createNotes(ctx),
    interviews: createInterviews(ctx),
    learnerExport: createLearnerExport(ctx),
    learnerImport: createLearnerImport(ctx),
    leetcodeHistory,
    leetcodeSiteImport: createLeetCodeSiteImport(ctx, leetcodeHistory, options.leetcode),
    submissions: createSubmissions(ctx, coach, ai),
    progress,
    practiceCalendar: createPracticeCalendar(ctx),
    studyLists,
    plans: createPlans(ctx, coach, ai, progress, studyLists),
    catalogueSync,
    jobs: createJobs(ctx, catalogueSync, leetcodeHistory),
  };
}

export type Services = ReturnType<typeof createServices>;
