// Account screens (issue 4): each flow and each error text, in both languages, answers picked from Prism.
import { expect, failNetwork, prefer, setup, test } from './fixtures';

const TEXTS = {
  en: {
    login: 'Log in', user: 'Username or email', password: 'Password', invalid: 'Invalid username or password',
    notVerified: 'Your email has not been verified yet, verify before logging in', network: 'Network error, please try again',
    verifyBtn: 'Verify my email', signup: 'Sign up', username: 'Username', email: 'Email', confirm: 'Confirm password',
    goal: 'Learning goal', mismatch: 'Passwords do not match', usernameExists: 'Username already exists',
    emailRegistered: 'Email already registered', failed: 'Registration failed: Internal server error', strong: 'Password strength: strong',
    code: 'Verification code', verify: 'Verify', expired: 'Verification code has expired', invalidCode: 'Invalid verification code',
    tooMany: 'Too many verification attempts', already: 'Email already verified', rate: 'Too many verification emails sent, wait 1 minute',
    sendFailed: 'Failed to send email', send: 'Send code', verified: 'Email verified, you can log in now',
    forgotBtn: 'Send reset link', forgotSent: 'If an account exists for', newPassword: 'New password', reset: 'Reset password',
    resetDone: 'Your password has been reset, log in with the new password', tokenInvalid: 'This reset link is invalid or has expired',
  },
  zh: {
    login: '登录', user: '用户名或邮箱', password: '密码', invalid: '用户名或密码错误',
    notVerified: '您的邮箱尚未验证，请先完成验证再登录', network: '网络错误，请重试',
    verifyBtn: '去验证邮箱', signup: '注册', username: '用户名', email: '邮箱', confirm: '确认密码',
    goal: '学习目标', mismatch: '两次输入的密码不一致', usernameExists: '用户名已存在',
    emailRegistered: '该邮箱已被注册', failed: '注册失败：服务器内部错误', strong: '密码强度：强',
    code: '验证码', verify: '验证', expired: '验证码已过期', invalidCode: '验证码无效',
    tooMany: '验证尝试次数过多', already: '邮箱已验证', rate: '验证邮件发送过于频繁，请 1 分钟后再试',
    sendFailed: '邮件发送失败', send: '发送验证码', verified: '邮箱验证成功，请登录',
    forgotBtn: '发送重置链接', forgotSent: '如果 ', newPassword: '新密码', reset: '重置密码',
    resetDone: '密码已重置，请使用新密码登录', tokenInvalid: '重置链接无效或已过期',
  },
} as const;

for (const language of ['zh', 'en'] as const) {
  const x = TEXTS[language];
  test.describe(`account screens (${language})`, () => {
    // The shared dev machine can be slow; the flows themselves are short.
    test.beforeEach(async ({ page }) => {
      test.slow();
      await setup(page, { language });
    });

    test('login succeeds and returns to the page the user came from', async ({ page }) => {
      await page.goto('/progress');
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel(x.user).fill('lin_xiaoming');
      await page.getByLabel(x.password, { exact: true }).fill('Passw0rdDemo');
      await page.getByRole('button', { name: x.login, exact: true }).click();
      await expect(page).toHaveURL(/\/progress$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    });

    for (const [name, arrange, text] of [
      ['invalid credentials', { code: 401, example: 'invalidCredentials' }, x.invalid],
      ['email not verified', { code: 401, example: 'emailNotVerified' }, x.notVerified],
    ] as const) {
      test(`login shows ${name} on the form`, async ({ page }) => {
        await prefer(page, '**/api/v1/auth/login', arrange);
        await page.goto('/login');
        await page.getByLabel(x.user).fill('chen.jing@example.com');
        await page.getByLabel(x.password, { exact: true }).fill('wrong');
        await page.getByRole('button', { name: x.login, exact: true }).click();
        await expect(page.getByRole('alert')).toContainText(text);
        await expect(page).toHaveURL(/\/login$/);
        if (name === 'email not verified') {
          await page.getByRole('button', { name: x.verifyBtn }).click();
          await expect(page).toHaveURL(/\/verify-email\?email=chen\.jing%40example\.com$/);
          await expect(page.getByRole('timer')).toBeVisible();
        }
      });
    }

    test('login shows the network error', async ({ page }) => {
      await failNetwork(page, '**/api/v1/auth/login');
      await page.goto('/login');
      await page.getByLabel(x.user).fill('lin_xiaoming');
      await page.getByLabel(x.password, { exact: true }).fill('Passw0rdDemo');
      await page.getByRole('button', { name: x.login, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(x.network);
    });

    const fillRegister = async (page: import('@playwright/test').Page) => {
      await page.getByLabel(x.username, { exact: true }).fill('chen_jing');
      await page.getByLabel(x.email).fill('chen.jing@example.com');
      await page.getByLabel(x.password, { exact: true }).fill('Xuexi2026Go!');
      await expect(page.getByText(x.strong)).toBeVisible();
      await page.getByLabel(x.confirm).fill('Xuexi2026Go!');
      await page.getByLabel(x.goal).selectOption('skill_improvement');
    };

    test('register validates, then signs in and goes on to verify', async ({ page }) => {
      await page.goto('/register');
      await page.getByLabel(x.password, { exact: true }).fill('Xuexi2026Go');
      await page.getByLabel(x.confirm).fill('Xuexi2026Gx');
      await page.getByRole('button', { name: x.signup, exact: true }).click();
      await expect(page.getByText(x.mismatch)).toBeVisible();
      await fillRegister(page);
      await page.getByRole('button', { name: x.signup, exact: true }).click();
      await expect(page).toHaveURL(/\/verify-email\?email=/);
      await expect(page.getByRole('timer')).toBeVisible();
    });

    test('an unverified account is sent on to verify from every signed-in page, and may still reach login', async ({ page }) => {
      // The server's profile of the account just registered (the mock's own example is a verified learner).
      const unverified = {
        id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e06', username: 'chen_jing', email: 'chen.jing@example.com', language: 'zh', is_admin: false,
        email_verified: false, created_at: '2026-11-21T02:30:00Z', preferences: {},
      };
      await page.route('**/api/v1/auth/me', (route) => (route.request().method() === 'GET' ? route.fulfill({ json: unverified }) : route.fallback()));
      await page.goto('/register');
      await fillRegister(page);
      await page.getByRole('button', { name: x.signup, exact: true }).click();
      await expect(page).toHaveURL(/\/verify-email\?email=/);
      for (const route of ['/dashboard', '/problems', '/settings']) {
        await page.goto(route);
        await expect(page).toHaveURL(/\/verify-email\?email=chen\.jing%40example\.com$/);
      }
      await page.goto('/login');
      await expect(page).toHaveURL(/\/login$/);
    });

    for (const [example, text] of [['usernameExists', x.usernameExists], ['emailRegistered', x.emailRegistered]] as const) {
      test(`register shows ${example} at its field`, async ({ page }) => {
        await prefer(page, '**/api/v1/auth/register', { code: 400, example });
        await page.goto('/register');
        await fillRegister(page);
        await page.getByRole('button', { name: x.signup, exact: true }).click();
        await expect(page.getByText(text)).toBeVisible();
        await expect(page).toHaveURL(/\/register$/);
      });
    }

    test('register shows other failures as a toast', async ({ page }) => {
      await prefer(page, '**/api/v1/auth/register', { code: 500, example: language === 'zh' ? 'internalZh' : 'internal' });
      await page.goto('/register');
      await fillRegister(page);
      await page.getByRole('button', { name: x.signup, exact: true }).click();
      await expect(page.locator('.bp6-toast')).toContainText(x.failed);
    });

    for (const [example, code, text] of [
      ['codeExpired', 400, x.expired],
      ['codeInvalid', 400, x.invalidCode],
      ['alreadyVerified', 400, x.already],
      ['tooManyAttempts', 429, x.tooMany],
    ] as const) {
      test(`verify shows ${example}`, async ({ page }) => {
        await prefer(page, '**/api/v1/auth/verify-email', { code, example });
        await page.goto('/verify-email?email=chen.jing%40example.com');
        await page.getByLabel(x.code).fill('48a2 915');
        await expect(page.getByLabel(x.code)).toHaveValue('482915');
        await page.getByRole('button', { name: x.verify, exact: true }).click();
        await expect(page.getByRole('alert')).toHaveText(text);
      });
    }

    for (const [example, code, text] of [
      ['tooManyEmails', 429, x.rate],
      ['emailSendFailed', 500, x.sendFailed],
    ] as const) {
      test(`sending a code shows ${example}`, async ({ page }) => {
        await prefer(page, '**/api/v1/auth/send-verification-code', { code, example });
        await page.goto('/verify-email?email=chen.jing%40example.com');
        await page.getByRole('button', { name: x.send }).click();
        await expect(page.getByRole('alert')).toHaveText(text);
      });
    }

    test('verify succeeds and sends the user to log in; resend waits a minute', async ({ page }) => {
      await page.goto('/verify-email?email=chen.jing%40example.com');
      await page.getByRole('button', { name: x.send }).click();
      await expect(page.getByRole('button', { name: /\d+ ?(s|秒)/ })).toBeDisabled();
      await page.getByLabel(x.code).fill('482915');
      await page.getByRole('button', { name: x.verify, exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(x.verified)).toBeVisible();
    });

    test('forgot password gives the neutral answer', async ({ page }) => {
      await page.goto('/forgot-password');
      await page.getByLabel(x.email).fill('nobody@example.com');
      await page.getByRole('button', { name: x.forgotBtn }).click();
      await expect(page.getByRole('status')).toContainText(x.forgotSent);
    });

    test('reset password sets a new one and goes to log in', async ({ page }) => {
      await page.goto('/reset-password?token=q7Zk3X9hL2mN8pR4tV7wY1bC6dF0gJ5s');
      await page.getByLabel(x.newPassword).fill('Suanfa2026Lin');
      await page.getByLabel(x.confirm).fill('Suanfa2026Lim');
      await page.getByRole('button', { name: x.reset }).click();
      await expect(page.getByText(x.mismatch)).toBeVisible();
      await page.getByLabel(x.confirm).fill('Suanfa2026Lin');
      await page.getByRole('button', { name: x.reset }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText(x.resetDone)).toBeVisible();
    });

    test('reset password with a bad link says so', async ({ page }) => {
      await prefer(page, '**/api/v1/auth/reset-password', { code: 400, example: 'resetTokenInvalid' });
      await page.goto('/reset-password?token=q7Zk3X9hL2mN8pR4tV7wY1bC6dF0gJ5s');
      await page.getByLabel(x.newPassword).fill('Suanfa2026Lin');
      await page.getByLabel(x.confirm).fill('Suanfa2026Lin');
      await page.getByRole('button', { name: x.reset }).click();
      await expect(page.getByRole('alert')).toHaveText(x.tokenInvalid);
    });
  });
}

// A reload (or a link away) while the start-up check of a stored session is still in flight fails that check in
// the browser, not on the server: the page that loads next must still be signed in (seen in the interview lane,
// where a reload right after opening a page logged the learner out).
test('a reload while the stored session is being checked keeps the session', async ({ page }) => {
  await setup(page, { user: 'learner', language: 'en' });
  let held = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/auth/me', async (route) => {
    if (route.request().method() !== 'GET' || held++ > 0) return route.fallback();
    await released; // the first check never gets its answer before the page is left
    await route.fallback().catch(() => undefined);
  });
  const checking = page.waitForRequest((request) => request.url().endsWith('/api/v1/auth/me'));
  await page.goto('/dashboard');
  await checking;
  await page.reload();
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'User menu for lin_xiaoming', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});
