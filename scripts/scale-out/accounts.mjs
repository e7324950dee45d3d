// Accounts for the lane, made over HTTP like any client: registered, verified with the code the SMTP sink caught,
// logged in. And the check that a user changed through one process is seen by the others at once.
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

/**
 * A user changed through one process is seen by the others at once: each step is made through one process and
 * checked, with no wait, through the other two, whose caches held the user (every check is counted in `check`).
 * `bases`: the three processes' own addresses (not nginx: which process answers must be known).
 */
export async function changesSeenEverywhere({ bases, sink, admin, check }) {
  const [one, two, three] = bases.map(api);
  const password = 'Propagate2026Go';
  const user = await signUp(bases[0], sink, 'scale_changed', password);
  // Every process has the user in its cache first.
  for (const call of [one, two, three]) check('the user is known to every process', (await call('GET', '/auth/me', { token: user.token })).status === 200);

  // A password change through process 1: its old token and password are refused by 2 and 3 at once.
  const changed = await one('PUT', '/auth/change-password', { token: user.token, body: { current_password: password, new_password: 'Propagate2027Go' } });
  check('password change through process 1 answered', changed.status === 200);
  const fresh = changed.headers.get('x-new-token');
  for (const [name, call] of [['2', two], ['3', three]]) {
    check(`after a password change through 1, process ${name} refuses the old token`, (await call('GET', '/auth/me', { token: user.token })).status === 401);
    check(`after a password change through 1, process ${name} takes the new token`, (await call('GET', '/auth/me', { token: fresh })).status === 200);
  }
  check('process 3 refuses the old password', (await three('POST', '/auth/login', { body: { username: 'scale_changed', password } })).status === 401);
  let token = (await logIn(bases[2], 'scale_changed', 'Propagate2027Go')).token;

  // Admin rights given, then taken back through process 2: process 3 and 1 see both at once.
  check('admin rights given through process 2', (await two('POST', `/admin/users/${user.id}/toggle-admin`, { token: admin.token })).body?.is_admin === true);
  check('process 3 sees the new admin at once', (await three('GET', '/admin/check', { token })).status === 200);
  check('admin rights taken back through process 2', (await two('POST', `/admin/users/${user.id}/toggle-admin`, { token: admin.token })).body?.is_admin === false);
  // Losing admin rights ends the user's sessions: the token is refused everywhere; a new one is no admin's.
  for (const [name, call] of [['1', one], ['3', three]]) check(`after a demotion through 2, process ${name} refuses the admin's old token`, (await call('GET', '/admin/check', { token })).status === 401);
  token = (await logIn(bases[0], 'scale_changed', 'Propagate2027Go')).token;
  check('after a demotion, process 3 refuses the admin console', (await three('GET', '/admin/check', { token })).status === 403);
  check('process 1 knows the user again', (await one('GET', '/auth/me', { token })).status === 200);

  // Deleted through process 3: processes 1 and 2 refuse its token and its password at once.
  check('the user deleted through process 3', (await three('DELETE', `/admin/users/${user.id}`, { token: admin.token })).status === 204);
  for (const [name, call] of [['1', one], ['2', two]]) {
    check(`after a deletion through 3, process ${name} refuses the token`, (await call('GET', '/auth/me', { token })).status === 401);
    check(`after a deletion through 3, process ${name} refuses the password`, (await call('POST', '/auth/login', { body: { username: 'scale_changed', password: 'Propagate2027Go' } })).status === 401);
  }
}
