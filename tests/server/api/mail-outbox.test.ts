// The durable mail outbox (server/services/mail-outbox.ts): mail is written in the transaction of what it tells
// of and sent after the answer, so an SMTP outage loses no mail and fails no request; failed sends are retried
// with exponential back-off until the mail is no use; several processes on one database send each mail once.
import { asc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../server/db/schema.ts';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});

const registration = (username: string) => ({ username, email: `${username}@example.com`, password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 30 });
const outbox = (server: TestServer = t) => server.server.services.ctx.outbox;
const queued = () => t.server.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

describe('an SMTP outage', () => {
  it('loses no mail: the code, the reset link and the notice queued while it was down arrive once it is back, and work', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming', { language: 'en' });
    const before = t.mails.length;
    t.mailDown.value = true;
    // Each answered at once and as usual (before the outbox: 500 email_send_failed, and the code was lost).
    const registered = await t.call('POST', '/auth/register', { body: registration('chen_jing') });
    const forgot = await t.call('POST', '/auth/forgot-password', { body: { email: 'admin_wang@example.com' } });
    const changed = await t.call('PUT', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'Suanfa2026Lin' } });
    expect([registered.status, forgot.status, changed.status]).toEqual([201, 200, 200]);
    expect(t.mails.length).toBe(before);
    // Still down at the first retry.
    t.clock.advance(5);
    expect(await outbox().deliverDue()).toBe(0);
    t.mailDown.value = false;
    t.clock.advance(10);
    expect(await outbox().deliverDue()).toBe(3);
    const arrived = t.mails.slice(before);
    expect(arrived.map((m) => m.to).sort()).toEqual(['admin_wang@example.com', 'chen_jing@example.com', 'lin_xiaoming@example.com']);
    expect(arrived.find((m) => m.to === 'lin_xiaoming@example.com')!.subject).toBe('Your AlgoCoach password was changed');
    expect(await queued()).toEqual([]);
    // The code verifies and the link resets: the mails are the ones their transactions made.
    expect((await t.call('POST', '/auth/verify-email', { body: { email: 'chen_jing@example.com', code: t.lastCode('chen_jing@example.com') } })).status).toBe(200);
    const link = /token=([\w-]+)/.exec(arrived.find((m) => m.to === 'admin_wang@example.com')!.text)![1]!;
    expect((await t.call('POST', '/auth/reset-password', { body: { token: link, new_password: 'Another2026Go' } })).status).toBe(200);
  });

  it('no answer waits for the mail server: a slow one (2 s a mail) delays no register, resend, reset or change', async () => {
    await t.signUp('admin_wang');
    const { token } = await t.signUp('lin_xiaoming');
    t.mailDelayMs.value = 2000;
    const answers = [
      await t.call('POST', '/auth/register', { body: registration('chen_jing') }),
      await t.call('POST', '/auth/forgot-password', { body: { email: 'admin_wang@example.com' } }),
      await t.call('PUT', '/auth/me', { token, body: { email: 'xiaoming.lin@example.com', current_password: PASSWORD } }),
    ];
    t.clock.advance(61);
    answers.push(await t.call('POST', '/auth/send-verification-code', { body: { email: 'chen_jing@example.com' } }));
    expect(answers.map((a) => a.status)).toEqual([201, 200, 200, 200]);
    for (const answer of answers) expect(answer.ms).toBeLessThan(1000);
  });

  it('retries with exponential back-off, and drops a mail once the code it carries has expired', async () => {
    t.mailDown.value = true;
    expect((await t.call('POST', '/auth/register', { body: registration('chen_jing') })).status).toBe(201);
    const start = t.clock.now.getTime();
    const row = async () => (await queued())[0]!;
    const due = async () => ((await row()).nextAttemptAt.getTime() - start) / 1000;
    // Tried at once (attempt 1), then 5 s later, 10 s after that, 20 s, 40 s…
    expect([(await row()).attempts, await due()]).toEqual([1, 5]);
    t.clock.advance(4);
    await outbox().deliverDue();
    expect([(await row()).attempts, await due()]).toEqual([1, 5]);
    t.clock.advance(1);
    await outbox().deliverDue();
    expect([(await row()).attempts, await due()]).toEqual([2, 15]);
    t.clock.advance(10);
    await outbox().deliverDue();
    expect([(await row()).attempts, await due()]).toEqual([3, 35]);
    expect((await row()).lastError).toContain('ECONNREFUSED');
    // The code is valid 5 minutes: its mail is no use after that, and goes, logged.
    t.clock.advance(300);
    await outbox().deliverDue();
    expect(await queued()).toEqual([]);
    expect(t.logs.some((line) => line.includes('mail expired unsent'))).toBe(true);
    // Nothing of the mail (the code) reaches the log.
    expect(t.logs.join('\n')).not.toMatch(/chen_jing@example\.com|验证码/);
  });
});

describe('several processes on one database', () => {
  it('send each mail queued during an outage once, all of them at once when it ends', async () => {
    const second = await testServer({ database: t.server.database });
    try {
      second.clock.now = t.clock.now;
      t.mailDown.value = second.mailDown.value = true;
      const names = Array.from({ length: 12 }, (_, i) => `learner_${i}`);
      const answers = await Promise.all(names.map((name, i) => (i % 2 ? t : second).call('POST', '/auth/register', { body: registration(name) })));
      expect(answers.map((a) => a.status)).toEqual(names.map(() => 201));
      t.mailDown.value = second.mailDown.value = false;
      // A mail server slow enough that both processes' sends overlap.
      t.mailDelayMs.value = second.mailDelayMs.value = 20;
      t.clock.advance(5);
      second.clock.advance(5);
      await Promise.all([1, 2, 3].flatMap(() => [outbox(t).deliverDue(), outbox(second).deliverDue()]));
      const sent = [...t.mails, ...second.mails].map((m) => m.to);
      // Six passes at once over the same rows (which process claims which varies): each mail went out once.
      expect(sent.sort()).toEqual(names.map((name) => `${name}@example.com`).sort());
    } finally {
      await second.app.close();
    }
  });
});
