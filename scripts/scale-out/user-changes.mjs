// The scale-out lane's check that a user changed through one process is seen by the others at once.
import { api, logIn, signUp } from '../accounts.mjs';

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
