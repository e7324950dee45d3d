// The services as the seeds and the benchmark's probe use them outside a server: on a database, at a clock they
// set, with the embedded coach (offline and deterministic, whatever AI_* says) and no mail leaving.
import { randomBytes } from 'node:crypto';
import { createEmbeddedCoach } from '../../coach/index.ts';
import type { Mail } from '../../mail/mailer.ts';
import { createServices, type Services } from '../../services/index.ts';
import { createOutbox } from '../../services/mail-outbox.ts';
import { createTokens } from '../../services/tokens.ts';
import { createUserCache } from '../../services/user-cache.ts';
import type { Db } from '../connection.ts';

export function offlineServices(db: Db, clock: () => Date, onMail: (mail: Mail) => void = () => {}): Services {
  const log = { info() {}, warn() {}, error() {} };
  return createServices(
    {
      db,
      // Never polling: a caller that wants its mail waits for services.ctx.outbox.idle() after the call.
      outbox: createOutbox({ db, mailer: { send: async (mail) => onMail(mail), close() {} }, clock, log }),
      // The sessions opened here are never handed out: any secret will do.
      tokens: createTokens(randomBytes(32)),
      codeKey: randomBytes(32),
      publicUrl: 'http://localhost',
      leetcodeSite: 'cn',
      clock,
      // The seed's history is written by the services themselves, a month of it at once: no daily limit applies.
      aiDailyAllowance: 100_000,
      log,
      // Never listening, so it keeps nothing: every session is looked up.
      users: createUserCache(),
    },
    createEmbeddedCoach(),
  );
}
