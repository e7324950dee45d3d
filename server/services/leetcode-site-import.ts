// The network half of the LeetCode history import (issue 27 item 1): signed in on leetcode.cn or .com with the
// learner's session cookie, it reads their submissions page by page and the code of each problem's latest accepted
// one through the catalogue sync's client (its rate limiter, timeouts, retries and backoff), then hands the rows —
// the same LeetCodeSubmissionRow a history file holds — to the file import's entry point (leetcode-history.ts), so
// dedup, review cards and background analysis are the file import's own.
//
// The cookie lives in this call's client only: never in the database, never in the place kept between calls
// (a call that continues is sent it again), never in a log line or error message. Each call works for about a
// minute; its place (the rows read, the page to read next, the codes still to fetch) is kept in the database
// (leetcode_site_imports) for 30 minutes, so a call cut short by the minute or by the site failing mid-way resumes
// where it stopped, in whichever process the next call reaches; a lease keeps two calls of one learner apart.
import { eq, isNull, lt, or } from 'drizzle-orm';
import { createLeetcodeClient, DeadlineReached, LeetcodeUnavailableError, realSleep } from '../catalogue/leetcode/client.ts';
import { detailRequest, LeetcodeSignedOut, parseDetail, parseSignIn, parseSubmissions, signInRequest, submissionsRequest } from '../catalogue/leetcode/account-queries.ts';
import type { SyncTransportOptions } from '../catalogue/leetcode/index.ts';
import { LeetcodeAnswerError, type Site } from '../catalogue/leetcode/queries.ts';
import type { Schemas } from '../contract/index.ts';
import { leetcodeSiteImports, type LeetcodeSitePlace } from '../db/schema.ts';
import { ApiProblem, tooMany } from '../errors.ts';
import type { Session } from './accounts.ts';
import type { ServiceContext } from './context.ts';
import type { LeetCodeHistory } from './leetcode-history.ts';
import { buckets, LEETCODE_IMPORT_LIMITS } from './limits.ts';
import { takeAll } from './rate-limit.ts';

type Row = Schemas['LeetCodeSubmissionRow'];
type Answer = Schemas['LeetCodeSiteImport'];

/** Inside the client's 120 s, with room for the import itself and the answer. */
const CALL_BUDGET_MS = 60_000;
const PLACE_KEPT_MS = 30 * 60_000;
/** A call holds its learner's place this long at most (its minute, the import, and room): then another may take it. */
const LEASE_MS = 3 * 60_000;
const PAGE_SIZE = 20; // the site's own page size (tests set transport.pageSize)
/** As many rows as a history file may hold. */
const MAX_ROWS = 20_000;

/** Where one learner's import stands between calls (no cookie in it). */
interface Place {
  site: Site;
  rows: Map<string, Row>;
  signedIn: boolean;
  offset: number;
  lastKey: string | null;
  listed: boolean;
  /** Ids of the submissions whose code is still to fetch (each problem's latest accepted), once listed. */
  codes: string[] | null;
}

/** The Cookie header for what the learner pasted (a bare value is the session cookie), and the CSRF header the site asks for with it. */
export function cookieHeaders(pasted: string): Record<string, string> {
  const value = pasted.replace(/^\s*cookie:\s*/i, '').trim();
  const cookie = value.includes('=') ? value : `LEETCODE_SESSION=${value}`;
  const csrf = /(?:^|;\s*)csrftoken=([^;]+)/.exec(cookie)?.[1];
  return { cookie, ...(csrf ? { 'x-csrftoken': csrf } : {}) };
}

/** Each problem's latest accepted submission: the one whose code the import keeps. */
function latestAccepted(rows: Iterable<Row>): string[] {
  const latest = new Map<string, Row>();
  for (const row of rows) {
    if (row.status_display.trim().toLowerCase() !== 'accepted' || !row.id) continue;
    const have = latest.get(row.title_slug);
    if (!have || row.timestamp > have.timestamp) latest.set(row.title_slug, row);
  }
  return [...latest.values()].map((row) => row.id!);
}

export function createLeetCodeSiteImport(ctx: ServiceContext, history: LeetCodeHistory, transport: SyncTransportOptions = {}) {
  const kept = (place: Place): LeetcodeSitePlace => ({
    rows: [...place.rows.values()],
    signedIn: place.signedIn,
    offset: place.offset,
    lastKey: place.lastKey,
    listed: place.listed,
    codes: place.codes,
  });
  const fresh = (site: Site): Place => ({ site, rows: new Map(), signedIn: false, offset: 0, lastKey: null, listed: false, codes: null });

  /**
   * Takes the learner's place for this call (one call per learner at a time, in every process): the place kept
   * from an earlier call of the same site within 30 minutes, or null to start over; undefined when another call
   * holds it.
   */
  async function takePlace(userId: string, site: Site, now: Date): Promise<Place | null | undefined> {
    const until = new Date(now.getTime() + LEASE_MS);
    const [row] = await ctx.db
      .insert(leetcodeSiteImports)
      .values({ userId, site, place: null, leaseUntil: until, updatedAt: now })
      .onConflictDoUpdate({
        target: leetcodeSiteImports.userId,
        set: { leaseUntil: until },
        setWhere: or(isNull(leetcodeSiteImports.leaseUntil), lt(leetcodeSiteImports.leaseUntil, now)),
      })
      .returning();
    if (!row) return undefined;
    const stored = row.place;
    if (!stored || row.site !== site || now.getTime() - row.updatedAt.getTime() > PLACE_KEPT_MS) return null;
    return { site, rows: new Map(stored.rows.map((r) => [r.id!, r])), signedIn: stored.signedIn, offset: stored.offset, lastKey: stored.lastKey, listed: stored.listed, codes: stored.codes };
  }

  /** Keeps the place for the next call (null: nothing to go on from) and lets the next call take it. */
  async function leave(userId: string, site: Site, place: Place | null): Promise<void> {
    const mine = eq(leetcodeSiteImports.userId, userId);
    if (!place) await ctx.db.delete(leetcodeSiteImports).where(mine);
    else await ctx.db.update(leetcodeSiteImports).set({ site, place: kept(place), leaseUntil: null, updatedAt: ctx.clock() }).where(mine);
  }

  const answer = (state: Answer['state'], place: Place): Answer => ({
    state,
    submissions: place.rows.size,
    problems: new Set([...place.rows.values()].map((r) => r.title_slug)).size,
  });

  /** Reads what is left to read within the deadline; throws DeadlineReached, LeetcodeSignedOut or a site failure. */
  async function read(place: Place, cookie: string, deadline: number): Promise<void> {
    const client = createLeetcodeClient({
      site: place.site,
      fetch: transport.fetch ?? ((url, init) => fetch(url, init)),
      clock: ctx.clock,
      sleep: transport.sleep ?? realSleep,
      random: transport.random ?? Math.random,
      headers: cookieHeaders(cookie),
      ...(transport.requestsPerSecond !== undefined ? { requestsPerSecond: transport.requestsPerSecond } : {}),
      ...(transport.timeoutMs !== undefined ? { timeoutMs: transport.timeoutMs } : {}),
      ...(transport.backoffMs !== undefined ? { backoffMs: transport.backoffMs } : {}),
    });
    if (!place.signedIn) {
      await client.query(signInRequest(), parseSignIn(place.site), deadline);
      place.signedIn = true;
    }
    while (!place.listed) {
      const page = await client.query(submissionsRequest(place.offset, transport.pageSize ?? PAGE_SIZE, place.lastKey), parseSubmissions(place.site), deadline);
      for (const row of page.submissions) if (place.rows.size < MAX_ROWS) place.rows.set(row.id, row);
      place.offset += page.submissions.length;
      place.lastKey = page.lastKey;
      place.listed = !page.hasNext || page.submissions.length === 0 || place.rows.size >= MAX_ROWS;
    }
    place.codes ??= latestAccepted(place.rows.values());
    while (place.codes.length) {
      const id = place.codes[0]!;
      const { code } = await client.query(detailRequest(place.site, id), parseDetail(place.site), deadline);
      place.rows.set(id, { ...place.rows.get(id)!, code });
      place.codes.shift();
    }
  }

  return {
    async run(session: Session, request: Schemas['LeetCodeSiteImportRequest']): Promise<Answer> {
      const userId = session.user.id;
      const now = ctx.clock();
      // One call per learner at a time: a second would read the same pages with the same cookie.
      const taken = await takePlace(userId, request.site, now);
      if (taken === undefined) throw tooMany('rate_limited', 5);
      let place = taken;
      let keep: Place | null = null;
      try {
        if (!place) {
          // Starting one is limited (each start costs the site dozens of requests); continuing is not.
          const { wait } = await ctx.db.transaction((tx) => takeAll(tx, [{ bucket: buckets.leetcodeImport(userId), windows: LEETCODE_IMPORT_LIMITS }], ctx.clock()));
          if (wait > 0) throw tooMany('rate_limited', wait);
          place = fresh(request.site);
        }
        // Kept for the next call unless the import ends here (done, or the cookie refused).
        keep = place;
        try {
          await read(place, request.cookie, now.getTime() + CALL_BUDGET_MS);
        } catch (error) {
          if (error instanceof DeadlineReached) return answer('continuing', place);
          if (error instanceof LeetcodeSignedOut || (error instanceof LeetcodeUnavailableError && (error.status === 401 || error.status === 403))) {
            keep = null;
            throw new ApiProblem(400, 'leetcode_cookie_rejected');
          }
          if (error instanceof LeetcodeUnavailableError || error instanceof LeetcodeAnswerError) {
            // The message names the site, the operation and the status: never the cookie.
            ctx.log.warn({ user: userId, site: place.site, reason: error.message }, 'leetcode history import interrupted');
            return answer('interrupted', place);
          }
          throw error;
        }
        const result = await history.importFile(session, { site: place.site, submissions: [...place.rows.values()] });
        keep = null;
        return { ...answer('done', place), result };
      } finally {
        await leave(userId, request.site, keep);
      }
    },
  };
}

export type LeetCodeSiteImport = ReturnType<typeof createLeetCodeSiteImport>;
