// Form schemas of the settings page. Messages are keys of the `settings` namespace, translated when shown.
import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';
import { PASSWORD_MIN_LENGTH, SKILL_LEVELS, TAB_SIZES, UI_LANGUAGES } from '@/lib/constants';

/** The CodeLanguage ids of the contract, in its order (the type check keeps the list complete). */
export const CODE_LANGUAGES = [
  'python',
  'java',
  'cpp',
  'c',
  'javascript',
  'typescript',
  'go',
  'rust',
  'csharp',
  'kotlin',
  'swift',
] as const satisfies readonly Schemas['CodeLanguage'][];
type MissingCodeLanguage = Exclude<Schemas['CodeLanguage'], (typeof CODE_LANGUAGES)[number]>;
const codeLanguagesComplete: MissingCodeLanguage extends never ? true : false = true;
void codeLanguagesComplete;

/** The contract's pattern for an IANA zone name. */
const TIMEZONE_PATTERN = /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/;

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Every zone this browser knows, plus UTC and its own zone (some engines leave those out of the list). */
export function supportedTimezones(): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  return [...new Set([...zones, 'UTC', browserTimezone()])].sort();
}

export function isValidTimezone(value: string, known: readonly string[] = supportedTimezones()): boolean {
  return TIMEZONE_PATTERN.test(value) && value.length <= 64 && known.includes(value);
}

export const preferencesSchema = z.object({
  tabSize: z.literal(TAB_SIZES, { error: 'validation.tabSize' }),
  autoSave: z.boolean(),
  defaultLanguage: z.enum(CODE_LANGUAGES, { error: 'validation.defaultLanguage' }),
  dailyTargetProblems: z
    .int({ error: 'validation.dailyTargetRange' })
    .check(z.minimum(1, 'validation.dailyTargetRange'), z.maximum(20, 'validation.dailyTargetRange')),
  language: z.enum(UI_LANGUAGES, { error: 'validation.language' }),
  skillLevel: z.enum(SKILL_LEVELS, { error: 'validation.skillLevel' }),
  darkTheme: z.boolean(),
  studyReminder: z.boolean(),
  reviewReminder: z.boolean(),
  achievementNotification: z.boolean(),
  emailNotification: z.boolean(),
  timezone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.timezoneRequired'),
      z.refine((value) => value === '' || isValidTimezone(value), 'validation.timezoneInvalid'),
    ),
});

export type PreferencesValues = z.infer<typeof preferencesSchema>;
export const PREFERENCE_KEYS = Object.keys(preferencesSchema.shape) as (keyof PreferencesValues)[];

export const passwordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'validation.currentRequired')),
    newPassword: z
      .string()
      .check(
        z.minLength(1, 'validation.newRequired'),
        z.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordMin'),
        z.maxLength(128, 'validation.passwordMax'),
        z.regex(/[A-Z]/, 'validation.passwordUpper'),
        z.regex(/[a-z]/, 'validation.passwordLower'),
        z.regex(/\d/, 'validation.passwordDigit'),
      ),
    confirmPassword: z.string().check(z.minLength(1, 'validation.confirmRequired')),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.newPassword && values.newPassword === values.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'validation.passwordSame' });
      }
      if (values.confirmPassword && values.confirmPassword !== values.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordMismatch' });
      }
    }),
  );

export type PasswordValues = z.infer<typeof passwordSchema>;
export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The session cookie the LeetCode import signs in with: what the contract takes (printable ASCII, 8+ characters). */
export const leetcodeCookieSchema = z.object({
  cookie: z
    .string()
    .check(z.minLength(1, 'validation.cookieRequired'), z.minLength(8, 'validation.cookieShort'), z.maxLength(8192, 'validation.cookieLong'), z.regex(/^[\x20-\x7E]+$/, 'validation.cookieCharacters')),
});
export type LeetCodeCookieValues = z.infer<typeof leetcodeCookieSchema>;
