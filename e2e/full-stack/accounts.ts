// What both lane journeys do to get an account: sign up through the app with the code the real SMTP server
// carried, in Chinese or English.
import { expect, type Page } from '@playwright/test';
import { LANE_PORTS } from '../../scripts/ports.mjs';

interface SinkMessage {
  to: string[];
  subject: string;
  text: string;
}

/** The 6-digit code of the newest mail to `email` (waits for it to arrive). */
export async function codeFor(email: string, after = 0): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const messages = (await (await fetch(`http://127.0.0.1:${LANE_PORTS.mailbox}/messages`)).json()) as SinkMessage[];
    const mine = messages.filter((m) => m.to.includes(email));
    const code = mine.length > after ? /\b(\d{6})\b/.exec(mine.at(-1)!.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${email}`);
}

export async function register(page: Page, user: { username: string; email: string; password: string }, labels: Record<string, string>) {
  await page.goto('/register');
  await page.getByLabel(labels.username!, { exact: true }).fill(user.username);
  await page.getByLabel(labels.email!).fill(user.email);
  await page.getByLabel(labels.password!, { exact: true }).fill(user.password);
  await page.getByLabel(labels.confirm!).fill(user.password);
  await page.getByLabel(labels.goal!).selectOption('interview_preparation');
  await page.getByRole('button', { name: labels.signup!, exact: true }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await page.getByLabel(labels.code!).fill(await codeFor(user.email));
  await page.getByRole('button', { name: labels.verify!, exact: true }).click();
}

export const ZH = { username: '用户名', email: '邮箱', password: '密码', confirm: '确认密码', goal: '学习目标', signup: '注册', code: '验证码', verify: '验证' };
export const EN = { username: 'Username', email: 'Email', password: 'Password', confirm: 'Confirm password', goal: 'Learning goal', signup: 'Sign up', code: 'Verification code', verify: 'Verify' };

