// Form schemas of the account screens (product-spec §5). Messages are `auth` namespace keys, translated when
// shown, so switching the language re-translates them. zod/mini (functional checks, tree-shaken) keeps these
// forms' validation out of the way of the first load's budget: the classic API costs ~25 KB gzip more.
import { z } from 'zod/mini';
import { DAILY_STUDY_MINUTES, LEARNING_GOALS, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, VERIFICATION } from '@/lib/constants';

/** Contract limits (openapi RegisterRequest / NewPassword), so a valid form never breaks the contract. */
const USERNAME_MAX_LENGTH = 32;
const PASSWORD_MAX_LENGTH = 128;
const EMAIL_MAX_LENGTH = 254;
const USERNAME_PATTERN = /^[A-Za-z0-9_\-\u4e00-\u9fa5]+$/;
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,512}$/;

export const emailField = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'validation.emailRequired'), z.maxLength(EMAIL_MAX_LENGTH, 'validation.emailInvalid')),
  z.email('validation.emailInvalid'),
);

/** A new password: register and reset share these rules. */
export const newPasswordField = z.string().check(
  z.minLength(1, 'validation.passwordRequired'),
  z.minLength(PASSWORD_MIN_LENGTH, 'validation.passwordTooShort'),
  z.maxLength(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong'),
  z.regex(/[A-Z]/, 'validation.passwordNeedsUpper'),
  z.regex(/[a-z]/, 'validation.passwordNeedsLower'),
  z.regex(/\d/, 'validation.passwordNeedsDigit'),
);

const confirmField = z.string().check(z.minLength(1, 'validation.confirmRequired'));

/** Adds "confirm must match" to an object with `password` and `confirmPassword`, shown at the confirmation. */
function withMatchingConfirm<T extends z.ZodMiniObject<{ password: z.ZodMiniType<string>; confirmPassword: z.ZodMiniType<string> }>>(schema: T) {
  return schema.check(
    z.refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
      message: 'validation.passwordsMismatch',
      path: ['confirmPassword'],
      // Check the match even while another field is still invalid, so the user sees every problem at once.
      when: (payload) => typeof (payload.value as { password?: unknown }).password === 'string' && typeof (payload.value as { confirmPassword?: unknown }).confirmPassword === 'string',
    }),
  );
}

export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'validation.usernameOrEmailRequired'), z.regex(/^\S+$/, 'validation.noSpaces')),
  password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const registerSchema = withMatchingConfirm(
  z.object({
    username: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'validation.usernameRequired'),
        z.minLength(USERNAME_MIN_LENGTH, 'validation.usernameTooShort'),
        z.maxLength(USERNAME_MAX_LENGTH, 'validation.usernameTooLong'),
        z.regex(USERNAME_PATTERN, 'validation.usernameChars'),
      ),
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmField,
    learning_goal: z.enum(LEARNING_GOALS, 'validation.learningGoalRequired'),
    daily_study_time: z.literal(DAILY_STUDY_MINUTES, 'validation.dailyStudyTimeRequired'),
  }),
);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

export const resetPasswordSchema = withMatchingConfirm(
  z.object({
    password: newPasswordField,
    confirmPassword: confirmField,
  }),
);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const verifyCodeField = z
  .string()
  .check(z.minLength(1, 'validation.codeRequired'), z.regex(new RegExp(`^\\d{${VERIFICATION.codeLength}}$`), 'validation.codeFormat'));

export const verifyEmailSchema = z.object({ email: emailField, code: verifyCodeField });
export type VerifyEmailValues = z.infer<typeof verifyEmailSchema>;

/** The reset link's token must look like one before we offer the form. */
export const isResetToken = (token: string | null): token is string => !!token && RESET_TOKEN_PATTERN.test(token);

/** Keeps the digits of what was typed or pasted ("482 915" → "482915"), at most the code's length. */
export const codeDigits = (raw: string) => raw.replace(/\D/g, '').slice(0, VERIFICATION.codeLength);

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** A rough strength: length and character variety. Empty → null (nothing to show). */
export function passwordStrength(password: string): PasswordStrength | null {
  if (!password) return null;
  const points = [
    password.length >= PASSWORD_MIN_LENGTH,
    password.length >= 12,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ].filter(Boolean).length;
  if (points >= 5) return 'strong';
  if (points >= 4) return 'medium';
  return 'weak';
}
