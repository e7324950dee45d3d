// The durable mail outbox. A service writes its mail with enqueueMail() inside the transaction that makes the code,
// link or change the mail tells of, then kicks the worker; the answer never waits for the mail server. The worker
// (one per process) claims due rows in a short transaction, sends them outside any transaction, and deletes each
// one sent; a failed send is rescheduled with exponential back-off. Rows are claimed with FOR UPDATE SKIP LOCKED
// and leased (next_attempt_at moved past the longest send), so several processes on one Postgres never claim one
// row together, and a row whose process died while sending is claimed again once its lease is over.
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/connection.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mail, Mailer } from '../mail/mailer.ts';
import type { Meter } from '../metrics/meter.ts';

/** What the worker logs through (the services' logger; a seed's that writes nothing). */
export interface OutboxLog {
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export type MailKind = 'verification' | 'password_reset' | 'email_changed' | 'password_changed';

/** After this long a mail is no use any more (a code or link it carries has expired), so it is dropped unsent. */
export interface MailLife {
  seconds: number;
}

/** First retry after 5 s, doubling up to every 10 minutes. */
const BACKOFF_FIRST_MS = 5_000;
const BACKOFF_MAX_MS = 10 * 60_000;
/**
 * A claim's lease: longer than any send can take (nodemailer's timeouts, 5 + 5 + 8 s, for a batch sent at once),
 * so that no other process claims a row its claimer is still sending.
 */
const LEASE_MS = 2 * 60_000;
const BATCH = 10;
/** How often each process looks for due rows (retries, and rows a process that died left). */
export const OUTBOX_POLL_MS = 5_000;

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.max(0, attempts - 1));
}

/** Inside the caller's transaction: the mail exists exactly when what it tells of has committed. */
export async function enqueueMail(tx: Tx, kind: MailKind, mail: Mail, now: Date, life: MailLife): Promise<void> {
  await tx.insert(mailOutbox).values({
    kind,
    mail: { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html },
    nextAttemptAt: now,
    expiresAt: new Date(now.getTime() + life.seconds * 1000),
    createdAt: now,
  });
}

export interface Outbox {
  /** Sends what is due now, without waiting (after a transaction that enqueued mail has committed). */
  kick(): void;
  /** Resolves when the current run of the worker (if any) has ended; a test or a seed waits for its mail with it. */
  idle(): Promise<void>;
  /** One pass over every due row; resolves with how many were sent. */
  deliverDue(): Promise<number>;
  /** Polls every OUTBOX_POLL_MS from now on (the server; seeds and tests kick or deliver themselves). */
  start(): void;
  /** Stops polling and waits for the sends in flight. */
  close(): Promise<void>;
}

export function createOutbox({ db, mailer, clock, log, pollMs = OUTBOX_POLL_MS, meter }: { db: Db; mailer: Mailer; clock: () => Date; log: OutboxLog; pollMs?: number; meter?: Meter }): Outbox {
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function claim(now: Date) {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(lte(mailOutbox.nextAttemptAt, now), gt(mailOutbox.expiresAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning({ id: mailOutbox.id, kind: mailOutbox.kind, mail: mailOutbox.mail, attempts: mailOutbox.attempts });
  }

  async function dropExpired(now: Date) {
    const dropped = await db.delete(mailOutbox).where(lte(mailOutbox.expiresAt, now)).returning({ kind: mailOutbox.kind, attempts: mailOutbox.attempts });
    for (const row of dropped) {
      log.error({ mail: row.kind, attempts: row.attempts }, 'mail expired unsent');
      meter?.mail(row.kind, 'expired');
    }
  }

  async function send(row: Awaited<ReturnType<typeof claim>>[number]): Promise<boolean> {
    // The claim's number is its ticket: a row claimed again (its lease over) belongs to the new claim.
    const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));
    try {
      await mailer.send(row.mail);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const retryAt = new Date(clock().getTime() + backoffMs(row.attempts));
      log.warn({ mail: row.kind, attempts: row.attempts, err: message, retry_at: retryAt.toISOString() }, 'mail not sent, will retry');
      meter?.mail(row.kind, 'failed');
      await db.update(mailOutbox).set({ nextAttemptAt: retryAt, lastError: message }).where(mine);
      return false;
    }
    meter?.mail(row.kind, 'sent');
    await db.delete(mailOutbox).where(mine);
    return true;
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    await dropExpired(clock());
    for (;;) {
      const rows = await claim(clock());
      const results = await Promise.all(rows.map(send));
      sent += results.filter(Boolean).length;
      // A full batch may have more behind it; a batch that failed entirely means the mail server is down: wait.
      if (rows.length < BATCH || !results.some(Boolean)) return sent;
    }
  }

  function kick(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue();
      } while (again && !closed);
    })()
      // The error itself (the serializer logs its cause, e.g. Postgres's reason, and never a query's values).
      .catch((error: unknown) => log.error({ err: error }, 'mail outbox failed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    kick,
    deliverDue,
    idle: async () => {
      while (running) await running;
    },
    start() {
      if (timer || closed) return;
      kick();
      timer = setInterval(kick, pollMs);
      timer.unref();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
