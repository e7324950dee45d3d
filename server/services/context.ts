// What every service works with, handed in once at start-up (tests hand in their own clock and mailer).
import type { Db } from '../db/connection.ts';
import type { Meter } from '../metrics/meter.ts';
import type { Outbox } from './mail-outbox.ts';
import type { SessionUser } from './session-user.ts';
import type { Tokens } from './tokens.ts';
import type { UserCache } from './user-cache.ts';

export interface Logger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface ServiceContext {
  db: Db;
  /** Sends the mail services enqueue (mail-outbox.ts); kicked once their transaction has committed. */
  outbox: Outbox;
  tokens: Tokens;
  /** Keys the hashes of verification codes (derived from the token secret). */
  codeKey: Uint8Array;
  /** The app's address, for links in mails. */
  publicUrl: string;
  /** Calls of the AI coach each user may make a day. */
  aiDailyAllowance: number;
  /** Which LeetCode the catalogue links to and syncs from. */
  leetcodeSite: 'cn' | 'com';
  clock: () => Date;
  log: Logger;
  /** Users of recent calls (user-cache.ts); one that never listens keeps nothing. */
  users: UserCache<SessionUser>;
  /** Where events are counted for the operator's metrics (METRICS_PORT); absent: nothing is counted. */
  meter?: Meter;
}
