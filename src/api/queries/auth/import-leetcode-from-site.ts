// POST /auth/me/import/leetcode/site: the learner's history read from leetcode.cn or .com with their session cookie.
// The server works about a minute per call and answers `continuing` until it is done, so one mutation calls again
// (with the same body) while it says so, reporting each answer's counts; `interrupted` and `done` end it. The
// cookie lives in the mutation's variables only (never stored). History, progress and reviews change: every cached
// query is read again once something was imported.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Schemas } from '@/api/client';

export interface SiteImportVariables {
  body: Schemas['LeetCodeSiteImportRequest'];
  /** Each answer before the last, for a progress line ("120 submissions read…"). */
  onProgress?: (answer: Schemas['LeetCodeSiteImport']) => void;
}

/** Calls no more than this many times in one go (a learner with 20,000 submissions needs about 20). */
const MAX_CALLS = 40;

export async function importLeetCodeFromSite({ body, onProgress }: SiteImportVariables): Promise<Schemas['LeetCodeSiteImport']> {
  let answer = await unwrap(api.POST('/auth/me/import/leetcode/site', { body }));
  for (let calls = 1; answer.state === 'continuing' && calls < MAX_CALLS; calls++) {
    onProgress?.(answer);
    answer = await unwrap(api.POST('/auth/me/import/leetcode/site', { body }));
  }
  return answer;
}

export function useImportLeetCodeFromSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLeetCodeFromSite,
    // Not awaited: the import is done when the server says so, however long every screen's queries take to refetch.
    onSuccess: (answer) => void (answer.state === 'done' && queryClient.invalidateQueries()),
  });
}
