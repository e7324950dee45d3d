// Accounts made over HTTP like any client (the lanes and the benchmarks): registered, verified with the code the SMTP
// sink caught (mail leaves through the outbox, so the code is waited for), logged in.
import { setTimeout as sleep } from 'node:timers/promises';

export function api(base) {
  return async (method, path, { token, body } = {}) => {
    const response = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), 'accept-language': 'en' },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
}

async function codeFor(sink, email) {
  for (let i = 0; i < 200; i++) {
    const mail = [...sink.messages].reverse().find((m) => m.to.includes(email) && /\b\d{6}\b/.test(m.text));
    if (mail) return /\b(\d{6})\b/.exec(mail.text)[1];
    await sleep(50);
  }
  throw new Error(`no code mailed to ${email}`);
}

/** Registers, verifies and logs in `username` through `base`; returns its token and id. */
export async function signUp(base, sink, username, password) {
  const call = api(base);
  const email = `${username}@example.com`;
  const registered = await call('POST', '/auth/register', { body: { username, email, password, learning_goal: 'skill_improvement', daily_study_time: 30 } });
  if (registered.status !== 201) throw new Error(`register ${username}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const verified = await call('POST', '/auth/verify-email', { body: { email, code: await codeFor(sink, email) } });
  if (verified.status !== 200) throw new Error(`verify ${username}: ${verified.status}`);
  return logIn(base, username, password);
}

export async function logIn(base, username, password) {
  const login = await api(base)('POST', '/auth/login', { body: { username, password } });
  if (login.status !== 200) throw new Error(`login ${username}: ${login.status} ${JSON.stringify(login.body)}`);
  return { token: login.body.access_token, id: login.body.user.id };
}

