// The users of recent calls, by id, so that most authenticated calls need no lookup of their user (on Postgres that
// lookup was a fifth of a problem-list call's CPU). The database stays the one source of truth:
// - every change to a user is announced by a trigger on the users_changed channel at commit (migration 0004), and
//   each process drops that user on hearing it; and a kept user is used only after the listening connection has
//   caught up with every notice committed before the request (`current`), so a password change, a demotion or a
//   deletion that another process has answered ends the user's sessions here from the next request on;
// - the services that change a user here also drop it themselves once their change is committed, so the next call
//   never waits on the notice;
// - while a process is not listening (starting, or its listening connection lost), it keeps nothing;
// - an entry is kept at most USER_CACHE_TTL_MS, whatever happens.
import type { UserRow } from '../db/schema.ts';

/** Channel the users trigger notifies, with the changed user's id as payload. */
export const USERS_CHANGED_CHANNEL = 'users_changed';
export const USER_CACHE_TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

/** `T`: what is kept of a user (the services keep the row with its ended sessions). */
export interface UserCache<T extends { id: string } = UserRow> {
  /** Taken before a lookup, handed to `keep`: a user changed in between is not kept. */
  generation(): number;
  get(id: string, nowMs: number): T | undefined;
  /** `get`, once every change committed before this call has been heard (no change answered elsewhere is missed). */
  current(id: string, nowMs: number): Promise<T | undefined>;
  keep(user: T, since: number, nowMs: number): void;
  /** The user changed (here, or a notice from another process). */
  forget(id: string): void;
  /** Listening for changes started (true) or stopped (false); either way nothing kept so far is trusted. */
  listening(on: boolean): void;
}

/** `caughtUp`: resolves once every notice committed before the call has been heard (the database's listener). */
export function createUserCache<T extends { id: string } = UserRow>({ caughtUp = () => Promise.resolve() }: { caughtUp?: () => Promise<void> } = {}): UserCache<T> {
  const entries = new Map<string, { user: T; at: number }>();
  // Bumped by every change heard: a lookup that began before one may have read the user as it was.
  let generation = 0;
  let isListening = false;
  const get = (id: string, nowMs: number) => {
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (nowMs - entry.at <= USER_CACHE_TTL_MS) return entry.user;
    entries.delete(id);
    return undefined;
  };
  return {
    generation: () => generation,
    get,
    async current(id, nowMs) {
      if (!get(id, nowMs)) return undefined;
      try {
        await caughtUp();
      } catch {
        return undefined; // listening was lost: the caller looks the user up
      }
      return get(id, nowMs);
    },
    keep(user, since, nowMs) {
      if (!isListening || since !== generation) return;
      // The oldest entry goes first (a Map iterates in insertion order).
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(user.id, { user, at: nowMs });
    },
    forget(id) {
      generation++;
      entries.delete(id);
    },
    listening(on) {
      generation++;
      entries.clear();
      isListening = on;
    },
  };
}
