// The account rules' numbers, in one place (§4 and §9: a 6-digit code valid 5 minutes, resend after 1 minute).
import type { RateWindow } from './rate-limit.ts';

const RESEND_SECONDS = 60;
const CODE_VALID_SECONDS = 5 * 60;
const CODE_MAX_ATTEMPTS = 5;

export const VERIFICATION = {
  codeDigits: 6,
  /** The wait before another code may be sent (the client counts it down). */
  resendSeconds: RESEND_SECONDS,
  validSeconds: CODE_VALID_SECONDS,
  /** Wrong codes allowed per code before it is burnt (a new one must be sent). */
  maxAttempts: CODE_MAX_ATTEMPTS,
  /**
   * Codes tried per address, whatever the address (unknown, verified, waiting), in a code's life: the fifth wrong
   * one and every later try answer 429 for every address alike, not only where a code was burnt. Sending a code to
   * the address (or answering as if one was sent) starts the count again.
   */
  tryWindows: [{ max: CODE_MAX_ATTEMPTS, seconds: CODE_VALID_SECONDS }] as readonly RateWindow[],
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

/**
 * Failed logins (login-limits.ts). A place is taken before the password is checked and given back when it was
 * right, so only failures count, and a burst sent at once cannot get more checks than the limit.
 * - per account and client address: what one stranger (or the owner mistyping) gets;
 * - per client address, whatever the account: one address trying many accounts;
 * - per account, from addresses it has not logged in from lately: many addresses guessing one account. The owner's
 *   usual addresses are spared, so strangers' failures never lock the owner out.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: [{ max: 10, seconds: 15 * 60 }],
  perAddress: [{ max: 30, seconds: 15 * 60 }],
  perAccount: [{ max: 50, seconds: 15 * 60 }],
} as const satisfies Record<string, readonly RateWindow[]>;

/**
 * Checks of the current password by a signed-in session (a new email, a password change, a deletion): counted per
 * account like a login's failures (a place taken before the check, given back when the password was right), so a
 * stolen session cannot guess the password it needs at argon2's pace.
 */
export const PASSWORD_CHECK_LIMITS = [{ max: 10, seconds: 15 * 60 }] as const satisfies readonly RateWindow[];

/**
 * Calls of the other open /auth operations per client address (each counted, whatever its outcome): enough for a
 * class registering behind one NAT, too few to enumerate addresses or make accounts at scale. The per-address
 * limits of mails (VERIFICATION, PASSWORD_RESET) come on top.
 */
export const OPEN_CALL_LIMITS = {
  register: [{ max: 30, seconds: 3600 }],
  sendVerificationCode: [{ max: 20, seconds: 3600 }],
  verifyEmail: [{ max: 30, seconds: 15 * 60 }],
  forgotPassword: [{ max: 20, seconds: 3600 }],
  resetPassword: [{ max: 20, seconds: 15 * 60 }],
} as const satisfies Record<string, readonly RateWindow[]>;
export type OpenCall = keyof typeof OPEN_CALL_LIMITS;

/**
 * Imports from leetcode.cn or .com started per learner (leetcode-site-import.ts; a call that continues one is not
 * a start): each costs the site dozens of requests in the learner's name.
 */
export const LEETCODE_IMPORT_LIMITS = [{ max: 5, seconds: 3600 }] as const satisfies readonly RateWindow[];

/** Buckets of rate_events. Addresses and names are lower-cased so that case does not reset a limit. */
export const buckets = {
  verificationMail: (email: string) => `mail:verify:${email.toLowerCase()}`,
  resetMail: (email: string) => `mail:reset:${email.toLowerCase()}`,
  verificationTries: (email: string) => `verify:tries:${email.toLowerCase()}`,
  /** `account`: the user's id, or the name tried when no account has it; `address`: a keyed hash of the address. */
  loginPair: (account: string, address: string) => `login:pair:${account}:${address}`,
  loginAddress: (address: string) => `login:address:${address}`,
  loginAccount: (account: string) => `login:account:${account}`,
  openCall: (call: OpenCall, address: string) => `open:${call}:${address}`,
  passwordCheck: (userId: string) => `password:check:${userId}`,
  leetcodeImport: (userId: string) => `leetcode:import:${userId}`,
};
