// No enumeration: resending a code and verifying one answer alike, in status and body, for an unknown address, a
// verified one and one waiting for its code; 'Email already verified' is said only to the signed-in account
// whose own address it is.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, testServer, type TestServer } from '../helpers/test-server.ts';

let t: TestServer;
beforeEach(async () => {
  t = await testServer();
});
afterEach(async () => {
  await t.close();
});

async function threeAddresses() {
  const verified = await t.signUp('admin_wang');
  await t.call('POST', '/auth/register', { body: { username: 'chen_jing', email: 'waiting@example.com', password: PASSWORD, learning_goal: 'skill_improvement', daily_study_time: 30 } });
  t.clock.advance(61); // past the resend wait of the registration's own code
  return { verified, addresses: { unknown: 'nobody@example.com', verified: verified.email, waiting: 'waiting@example.com' } };
}

describe('send-verification-code', () => {
  it('answers an unknown, a verified and a waiting address alike; only the waiting one gets a mail', async () => {
    const { addresses } = await threeAddresses();
    const mailsBefore = t.mails.length;
    const answers = Object.fromEntries(
      await Promise.all(Object.entries(addresses).map(async ([kind, email]) => [kind, await t.call('POST', '/auth/send-verification-code', { body: { email } })] as const)),
    );
    const seen = Object.values(answers).map((a) => [a.status, a.raw.body]);
    expect(seen).toEqual([seen[0], seen[0], seen[0]]);
    expect(seen[0]![0]).toBe(200);
    expect(t.mails.slice(mailsBefore).map((m) => m.to)).toEqual(['waiting@example.com']);
    // The limits answer alike too: a second ask within the minute is 429 for every address.
    for (const email of Object.values(addresses)) expect((await t.call('POST', '/auth/send-verification-code', { body: { email } })).status).toBe(429);
  });

  it('tells a signed-in account that its own address is verified already', async () => {
    const { verified } = await threeAddresses();
    const own = await t.call('POST', '/auth/send-verification-code', { token: verified.token, body: { email: verified.email } });
    expect([own.status, own.body.code]).toEqual([400, 'email_already_verified']);
  });
});

describe('verify-email', () => {
  it('a wrong code for an unknown, a verified or a waiting address reads the same', async () => {
    const { addresses } = await threeAddresses();
    const answers = await Promise.all(Object.values(addresses).map((email) => t.call('POST', '/auth/verify-email', { body: { email, code: '000000' } })));
    const waitingCode = t.lastCode('waiting@example.com');
    const seen = answers.map((a) => [a.status, a.raw.body]);
    if (waitingCode !== '000000') expect(seen).toEqual([seen[0], seen[0], seen[0]]);
    expect(answers[0]!.body.code).toBe('verification_code_invalid');
  });

  it("'Email already verified' only to the signed-in owner of the address", async () => {
    const { verified } = await threeAddresses();
    const own = await t.call('POST', '/auth/verify-email', { token: verified.token, body: { email: verified.email, code: '123456' } });
    expect([own.status, own.body.code]).toEqual([400, 'email_already_verified']);
  });
});
