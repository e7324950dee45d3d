// Signs a Playwright browser context in as one of the contract's demo users, for scripts that look at or
// measure signed-in pages: storage is seeded before the app starts, and Prism's /auth/me answer is patched so
// the saved preferences do not override the language and theme asked for.

/** The users Prism's /auth/me examples answer with (the app must know who it is, e.g. the admin's own row). */
export const DEMO_USERS = {
  learner: { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01', username: 'lin_xiaoming', is_admin: false, example: 'learnerZh' },
  admin: { id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e07', username: 'david_kim', is_admin: true, example: 'adminEn' },
};
const DEMO_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZW1vIn0.c2ln';

/**
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ user?: 'learner' | 'admin' | 'none', language?: 'zh' | 'en', theme?: 'light' | 'dark' }} options
 */
export async function signInAsDemo(context, { user = 'learner', language = 'zh', theme = 'light' } = {}) {
  const demo = DEMO_USERS[user] ?? null;
  const stored = demo && { id: demo.id, username: demo.username, is_admin: demo.is_admin, email: 'demo@example.com', language, email_verified: true, created_at: '2026-09-02T08:15:00Z', preferences: {} };
  await seedSession(context, { token: demo ? DEMO_TOKEN : null, user: stored, language, theme, prefer: demo ? `example=${demo.example}` : undefined });
}

/**
 * Signs a context in as a real account of a running server (`name:password`), for looking at real data. The
 * account's saved language and theme give way to the ones asked for, as with the demo users.
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ base: string, login: string, language?: 'zh' | 'en', theme?: 'light' | 'dark' }} options
 */
export async function signInWithPassword(context, { base, login, language = 'zh', theme = 'light' }) {
  const [username, ...rest] = login.split(':');
  const response = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: rest.join(':') }) });
  if (!response.ok) throw new Error(`login as ${username}: ${response.status} ${await response.text()}`);
  const session = await response.json();
  await seedSession(context, { token: session.access_token, user: session.user, language, theme });
}

/** Storage seeded before the app starts; /auth/me's preferences patched to the language and theme asked for. */
async function seedSession(context, { token, user, language, theme, prefer }) {
  await context.addInitScript(
    ({ language, dark, user, token }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('language', language);
      localStorage.setItem('userPreferences', JSON.stringify({ darkTheme: dark, language }));
      if (token) {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      }
    },
    { language, dark: theme === 'dark', user, token },
  );
  if (!token) return;
  await context.route('**/api/v1/auth/me', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch({ headers: { ...route.request().headers(), ...(prefer ? { prefer } : {}) } });
    const body = await response.json();
    body.preferences = { ...body.preferences, darkTheme: theme === 'dark', language };
    await route.fulfill({ response, json: body });
  });
}
