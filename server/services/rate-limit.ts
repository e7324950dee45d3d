// Limits counted in the database (rate_events), so that they hold across restarts and server processes.
import { and, count, eq, gte, lt, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.ts';
import { rateEvents } from '../db/schema.ts';

export interface RateWindow {
  max: number;
  seconds: number;
}

/** Seconds to wait before the bucket has room again under every window, or 0 when it has room now. */
export async function waitFor(tx: Tx, bucket: string, windows: readonly RateWindow[], now: Date): Promise<number> {
  let wait = 0;
  for (const window of windows) {
    const since = new Date(now.getTime() - window.seconds * 1000);
    const [row] = await tx
      .select({ n: count(), oldest: min(rateEvents.at) })
      .from(rateEvents)
      .where(and(eq(rateEvents.bucket, bucket), gte(rateEvents.at, since)));
    if (row && row.n >= window.max && row.oldest) {
      // The window frees a place when its oldest event leaves it.
      wait = Math.max(wait, (new Date(row.oldest).getTime() + window.seconds * 1000 - now.getTime()) / 1000);
    }
  }
  return Math.ceil(wait);
}

export async function record(tx: Tx, bucket: string, now: Date): Promise<void> {
  await tx.insert(rateEvents).values({ bucket, at: now });
}

/**
 * Takes a place in the bucket if every window has room (inside the caller's transaction, serialised per bucket
 * so that two requests at the same moment cannot both take the last place). Returns the seconds to wait, 0 if taken.
 */
export async function take(tx: Tx, bucket: string, windows: readonly RateWindow[], now: Date): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`);
  const wait = await waitFor(tx, bucket, windows, now);
  if (wait === 0) await record(tx, bucket, now);
  return wait;
}

/** Forgets events older than the longest window (run now and then). */
export async function sweep(db: Db, now: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(now.getTime() - 24 * 3600 * 1000)));
}
