// Notices to an account's address about changes to the account (email, password): queued in the transaction of
// the change (mail-outbox.ts), so a notice goes out exactly when the change committed, whether or not the mail
// server answers at that moment.
import type { Tx } from '../db/connection.ts';
import type { Mail } from '../mail/mailer.ts';
import { enqueueMail, type MailKind } from './mail-outbox.ts';

/** A notice is worth sending for three days (the outbox retries until then). */
const NOTICE_LIFE = { seconds: 3 * 24 * 3600 };

export async function queueNotice(tx: Tx, kind: Extract<MailKind, 'email_changed' | 'password_changed'>, mail: Mail, now: Date): Promise<void> {
  await enqueueMail(tx, kind, mail, now, NOTICE_LIFE);
}
