// The account rules' numbers, in one place (§4 and §9: a 6-digit code valid 5 minutes, resend after 1 minute).
import type { RateWindow } from './rate-limit.ts';

const RESEND_SECONDS = 60;

export const VERIFICATION = {
  codeDigits: 6,
  /** The wait before another code may be sent (the client counts it down). */
  resendSeconds: RESEND_SECONDS,
  validSeconds: 5 * 60,
  /** Wrong codes allowed per code before it is burnt (a new one must be sent). */
  maxAttempts: 5,
  /** One mail per minute per address, and no more than five an hour. */
  sendWindows: [
    { max: 1, seconds: RESEND_SECONDS },
    { max: 5, seconds: 3600 },
  ] as readonly RateWindow[],
} as const;

export const PASSWORD_RESET = {
  validSeconds: 30 * 60,
  sendWindows: VERIFICATION.sendWindows,
} as const;

/** Failed logins per username or email before the next try must wait. */
export const LOGIN_FAILURES: readonly RateWindow[] = [{ max: 10, seconds: 15 * 60 }];

/** Buckets of rate_events. Addresses and names are lower-cased so that case does not reset a limit. */
export const buckets = {
  verificationMail: (email: string) => `mail:verify:${email.toLowerCase()}`,
  resetMail: (email: string) => `mail:reset:${email.toLowerCase()}`,
  loginFailure: (identifier: string) => `login:${identifier.toLowerCase()}`,
};
