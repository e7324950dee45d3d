// Generated from the contract's x-timeout-ms and x-default-timeout-ms by `npm run gen:api`. Do not edit.
export const OPERATION_TIMEOUTS = {
  'GET /auth/me/export': 60000,
  'GET /problems/{id}/hint': 60000,
  'GET /progress/ai-insights': 60000,
  'POST /auth/me/import': 120000,
  'POST /auth/me/import/leetcode': 120000,
  'POST /auth/me/import/leetcode/site': 120000,
  'POST /auth/me/import/preview': 120000,
  'POST /plans/generate': 30000,
  'POST /plans/generate-smart': 60000,
  'POST /submissions/analyze': 60000,
} as const;

export const DEFAULT_OPERATION_TIMEOUT_MS = 15000;
