// Query keys of the signed-in user's own account data (tag `auth`). The profile itself lives in the session
// (src/auth), not in the query cache.
export const authKeys = {
  all: ['auth'] as const,
  aiAllowance: () => [...authKeys.all, 'ai-allowance'] as const,
};
