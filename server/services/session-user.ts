// What an authenticated call knows of its user: the row, and the sessions of theirs that were ended early (logout),
// read together in one statement and kept together by each process (user-cache.ts).
import { getTableColumns, sql } from 'drizzle-orm';
import { endedSessions, users, type UserRow } from '../db/schema.ts';

export type SessionUser = UserRow & { endedSessions: readonly string[] };

/** The select of a SessionUser (the ended sessions are few: each goes once it would have ended anyway). */
export const sessionUserColumns = {
  ...getTableColumns(users),
  endedSessions: sql<string[]>`array(select ${endedSessions.sessionId}::text from ${endedSessions} where ${endedSessions.userId} = ${users.id})`,
};
