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
  await context.addInitScript(
    ({ language, dark, demo, token }) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('language', language);
      localStorage.setItem('userPreferences', JSON.stringify({ darkTheme: dark, language }));
      if (demo) {
        localStorage.setItem('token', token);
        const { id, username, is_admin } = demo;
        localStorage.setItem('user', JSON.stringify({ id, username, is_admin, email: 'demo@example.com', language, email_verified: true, created_at: '2026-09-02T08:15:00Z', preferences: {} }));
      }
    },
    { language, dark: theme === 'dark', demo, token: DEMO_TOKEN },
  );
  if (!demo) return;
  await context.route('**/api/v1/auth/me', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer: `example=${demo.example}` } });
    const body = await response.json();
    body.preferences = { ...body.preferences, darkTheme: theme === 'dark', language };
    await route.fulfill({ response, json: body });
  });
}
