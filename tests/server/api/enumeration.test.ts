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

  it('wrong codes in a row read the same for every address: the fifth and every later one are 429 for each, however the address stands', async () => {
    const { addresses } = await threeAddresses();
    const waitingCode = t.lastCode('waiting@example.com');
    const wrong = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((code) => code !== waitingCode).slice(0, 6);
    const seen: Record<string, string[]> = {};
    for (const [kind, email] of Object.entries(addresses)) {
      seen[kind] = [];
      for (const code of wrong) {
        const answer = await t.call('POST', '/auth/verify-email', { body: { email, code } });
        seen[kind]!.push(`${answer.status} ${answer.raw.body} ${answer.headers['retry-after'] ?? ''}`);
      }
    }
    expect(seen.verified).toEqual(seen.unknown);
    expect(seen.waiting).toEqual(seen.unknown);
    expect(seen.unknown!.map((answer) => answer.slice(0, 3))).toEqual(['400', '400', '400', '400', '429', '429']);
    expect(seen.unknown![5]).toMatch(/^429 .*verification_too_many_attempts/);
    // And once the wait is over, a burnt code reads as any wrong code: no address stays apart.
    t.clock.advance(6 * 60);
    const later = await Promise.all(Object.values(addresses).map((email) => t.call('POST', '/auth/verify-email', { body: { email, code: wrong[0]! } })));
    expect(later.map((a) => [a.status, a.raw.body])).toEqual([[400, later[0]!.raw.body], [400, later[0]!.raw.body], [400, later[0]!.raw.body]]);
  });

  it('a wrong code for an address whose code has expired reads as for an unknown address; the right one says expired', async () => {
    const { addresses } = await threeAddresses();
    const waitingCode = t.lastCode('waiting@example.com');
    t.clock.advance(5 * 60);
    const wrongCode = waitingCode === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Object.values(addresses).map((email) => t.call('POST', '/auth/verify-email', { body: { email, code: wrongCode } })));
    expect(answers.map((a) => [a.status, a.raw.body])).toEqual(Array(3).fill([400, answers[0]!.raw.body]));
    expect(answers[0]!.body.code).toBe('verification_code_invalid');
    // The owner typing their own code late is told it expired (§8), which only the code's owner can learn.
    const late = await t.call('POST', '/auth/verify-email', { body: { email: addresses.waiting, code: waitingCode } });
    expect([late.status, late.body.code]).toEqual([400, 'verification_code_expired']);
  });

  it("'Email already verified' only to the signed-in owner of the address", async () => {
    const { verified } = await threeAddresses();
    const own = await t.call('POST', '/auth/verify-email', { token: verified.token, body: { email: verified.email, code: '123456' } });
    expect([own.status, own.body.code]).toEqual([400, 'email_already_verified']);
  });
});

// Time and a failing mail server tell nothing either: the mail leaves through the outbox after the answer.
/** A mail server that takes 1 s a mail: an answer that waited for it would be told apart by far more than this. */
const MAIL_DELAY_MS = 1000;
const ALIKE_MS = 150;

/**
 * `rounds` calls for each address, interleaved, a minute apart (the per-address mail limit); the fastest answer
 * for each. A busy machine only ever adds time, so the fastest of a few is what the server itself took, as an
 * attacker timing many calls would read it (a median of four moved by 150 ms when another test ran beside it).
 */
async function timed(rounds: number, addresses: Record<string, string>, ask: (email: string) => Promise<{ status: number; ms: number; raw: { body: string } }>) {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(addresses).map((kind) => [kind, []]));
  const seen = new Set<string>();
  for (let round = 0; round < rounds; round++) {
    for (const [kind, email] of Object.entries(addresses)) {
      const answer = await ask(email);
      times[kind]!.push(answer.ms);
      seen.add(`${answer.status} ${answer.raw.body}`);
    }
    t.clock.advance(61);
  }
  return { fastest: Object.fromEntries(Object.entries(times).map(([kind, ms]) => [kind, Math.min(...ms)])), seen: [...seen] };
}

describe('forgot-password', () => {
  it('answers a known and an unknown address alike in status, body and time, even when the mail server is slow', async () => {
    await t.signUp('admin_wang');
    t.mailDelayMs.value = MAIL_DELAY_MS;
    const { fastest, seen } = await timed(4, { known: 'admin_wang@example.com', unknown: 'nobody@example.com' }, (email) => t.call('POST', '/auth/forgot-password', { body: { email } }));
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^200 /);
    expect(Math.abs(fastest.known! - fastest.unknown!)).toBeLessThan(ALIKE_MS);
    expect(fastest.known).toBeLessThan(MAIL_DELAY_MS / 2);
  });

  it('answers alike while the mail server is down (no 500 for a known address)', async () => {
    await t.signUp('admin_wang');
    t.mailDown.value = true;
    const known = await t.call('POST', '/auth/forgot-password', { body: { email: 'admin_wang@example.com' } });
    const unknown = await t.call('POST', '/auth/forgot-password', { body: { email: 'nobody@example.com' } });
    expect([known.status, known.raw.body]).toEqual([unknown.status, unknown.raw.body]);
    expect(known.status).toBe(200);
  });
});

describe('send-verification-code and verify-email in time', () => {
  it('resend answers an unknown, a verified and a waiting address in the same time, however slow the mail server', async () => {
    const { addresses } = await threeAddresses();
    t.mailDelayMs.value = MAIL_DELAY_MS;
    const { fastest, seen } = await timed(4, addresses, (email) => t.call('POST', '/auth/send-verification-code', { body: { email } }));
    expect(seen).toHaveLength(1);
    expect(Math.max(...Object.values(fastest)) - Math.min(...Object.values(fastest))).toBeLessThan(ALIKE_MS);
    expect(fastest.waiting).toBeLessThan(MAIL_DELAY_MS / 2);
  });

  it('resend answers alike while the mail server is down (no 500 for the waiting address)', async () => {
    const { addresses } = await threeAddresses();
    t.mailDown.value = true;
    const answers = await Promise.all(Object.values(addresses).map((email) => t.call('POST', '/auth/send-verification-code', { body: { email } })));
    expect(new Set(answers.map((a) => `${a.status} ${a.raw.body}`)).size).toBe(1);
    expect(answers[0]!.status).toBe(200);
  });

  it('verify answers a wrong code for an unknown, a verified and a waiting address in the same time', async () => {
    const { addresses } = await threeAddresses();
    const { fastest } = await timed(4, addresses, (email) => t.call('POST', '/auth/verify-email', { body: { email, code: '000001' } }));
    expect(Math.max(...Object.values(fastest)) - Math.min(...Object.values(fastest))).toBeLessThan(ALIKE_MS);
  });
});
