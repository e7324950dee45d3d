// Code drafts (product-spec §2/§9): what the user typed on a problem page, kept in this browser's
// localStorage so it survives a reload, a closed tab and an expired session with re-login (not a logout).
//
// Key: `draft:<userId>:<problemId>:<language>` — one draft per user, problem and programming language, so two
// people sharing a browser never see each other's code and switching language never overwrites other code.
// Value: JSON `{ code, savedAt }` (savedAt in ms since the epoch). A successful submit clears the draft of that
// code's language. When the session expires (a 401, a failed profile check) drafts stay: the same person logs in
// again and must find the code (issue 9 requires drafts to survive every fault). An explicit logout (and account
// deletion) removes them with the rest of the user's data (storage.clearUserData): the spec lists only token,
// user, language and userPreferences as what the browser keeps, and a draft is the user's own work that the next
// person at a shared computer must not find.

export interface Draft {
  code: string;
  savedAt: number;
}

export const DRAFT_KEY_PREFIX = 'draft:';

export function draftKey(userId: string, problemId: string, language: string): string {
  return `${DRAFT_KEY_PREFIX}${userId}:${problemId}:${language}`;
}

export function readDraft(key: string, storage: Storage | undefined = globalThis.localStorage): Draft | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && typeof (value as Draft).code === 'string') {
      const savedAt = (value as Draft).savedAt;
      return { code: (value as Draft).code, savedAt: typeof savedAt === 'number' ? savedAt : 0 };
    }
    return null;
  } catch {
    return null; // storage disabled or a corrupt entry: behave as if there were no draft
  }
}

/** Saves the code; empty code removes the draft (nothing worth restoring). Returns the saved draft. */
export function writeDraft(key: string, code: string, now = Date.now(), storage: Storage | undefined = globalThis.localStorage): Draft | null {
  try {
    if (!code) {
      storage?.removeItem(key);
      return null;
    }
    const draft = { code, savedAt: now };
    storage?.setItem(key, JSON.stringify(draft));
    return draft;
  } catch {
    return null; // quota or disabled storage: the code stays in the editor
  }
}

export function clearDraft(key: string, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* nothing to do */
  }
}
