// Limits counted in the database (rate_events), so that they hold across restarts and server processes.
import { and, count, eq, gte, inArray, lt, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.ts';
import { endedSessions, loginAddresses, rateEvents } from '../db/schema.ts';

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

export async function record(tx: Tx, bucket: string, now: Date): Promise<number> {
  const [row] = await tx.insert(rateEvents).values({ bucket, at: now }).returning({ id: rateEvents.id });
  return row!.id;
}

/**
 * take() for several buckets at once, all or none: a place in every bucket, or the longest wait. Buckets are
 * locked in one order, so that two requests naming the same buckets cannot wait for each other. Returns the
 * events taken, which the caller may give back (release) when the attempt turned out not to count.
 */
export async function takeAll(tx: Tx, limits: ReadonlyArray<{ bucket: string; windows: readonly RateWindow[] }>, now: Date): Promise<{ wait: number; taken: number[] }> {
  const sorted = [...limits].sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  for (const { bucket } of sorted) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${bucket}))`);
  let wait = 0;
  for (const { bucket, windows } of sorted) wait = Math.max(wait, await waitFor(tx, bucket, windows, now));
  if (wait > 0) return { wait, taken: [] };
  const taken: number[] = [];
  for (const { bucket } of sorted) taken.push(await record(tx, bucket, now));
  return { wait: 0, taken };
}

/** Gives back places taken by takeAll (an attempt that did not count: a successful login). */
export async function release(tx: Tx, taken: number[]): Promise<void> {
  if (taken.length) await tx.delete(rateEvents).where(inArray(rateEvents.id, taken));
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

/** Empties a bucket: what it counted starts again (a new verification code, tried from nothing). */
export async function clear(tx: Tx, bucket: string): Promise<void> {
  await tx.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
}

/** How long an address an account logged in from stays known to it (login-limits.ts). */
export const KNOWN_ADDRESS_DAYS = 30;

/** Forgets events older than the longest window, sessions over anyway, and addresses no longer known (run now and then). */
export async function sweep(db: Db, now: Date): Promise<void> {
  await db.delete(rateEvents).where(lt(rateEvents.at, new Date(now.getTime() - 24 * 3600 * 1000)));
  await db.delete(endedSessions).where(lt(endedSessions.endsAt, now));
  await db.delete(loginAddresses).where(lt(loginAddresses.lastLoginAt, new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 24 * 3600 * 1000)));
}
