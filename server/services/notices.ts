// Notices to an account's address about changes to the account (email, password): sent after the change has
// committed; one that cannot be sent is logged and does not undo or fail the change.
import type { Mail } from '../mail/mailer.ts';
import type { ServiceContext } from './context.ts';

export async function sendNotice(ctx: ServiceContext, kind: string, mail: Mail): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    ctx.log.error({ err: error instanceof Error ? error.message : String(error), mail: kind }, 'notice not sent');
  }
}
