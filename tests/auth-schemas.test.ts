// Every product-spec §5 rule of the account forms, checked on the zod schemas the forms use.
import { describe, expect, it } from 'vitest';
import {
  codeDigits,
  forgotPasswordSchema,
  isResetToken,
  loginSchema,
  passwordStrength,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@/features/auth/schemas';

/** The first message per field, as the form shows it. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}

const validRegister = {
  username: 'chen_jing',
  email: 'chen.jing@example.com',
  password: 'Xuexi2026Go',
  confirmPassword: 'Xuexi2026Go',
  learning_goal: 'skill_improvement',
  daily_study_time: 30,
} as const;

const register = (change: Record<string, unknown>) => errorsOf(registerSchema.safeParse({ ...validRegister, ...change }));

describe('register schema', () => {
  it('accepts a complete, valid form', () => {
    expect(registerSchema.safeParse(validRegister).success).toBe(true);
  });

  it('username: required, at least 4 characters', () => {
    expect(register({ username: '' }).username).toBe('validation.usernameRequired');
    expect(register({ username: '   ' }).username).toBe('validation.usernameRequired');
    expect(register({ username: 'abc' }).username).toBe('validation.usernameTooShort');
    expect(register({ username: 'abcd' }).username).toBeUndefined();
    expect(register({ username: 'a'.repeat(33) }).username).toBe('validation.usernameTooLong');
    expect(register({ username: 'bad name' }).username).toBe('validation.usernameChars');
    expect(register({ username: '陈静学算法' }).username).toBeUndefined();
  });

  it('email: required and valid', () => {
    expect(register({ email: '' }).email).toBe('validation.emailRequired');
    expect(register({ email: 'not-an-email' }).email).toBe('validation.emailInvalid');
    expect(register({ email: 'a@b' }).email).toBe('validation.emailInvalid');
    expect(register({ email: ' emma@example.com ' }).email).toBeUndefined();
  });

  it('password: required, 8+ characters with upper case, lower case and digits', () => {
    const pw = (password: string) => register({ password, confirmPassword: password }).password;
    expect(pw('')).toBe('validation.passwordRequired');
    expect(pw('Ab1')).toBe('validation.passwordTooShort');
    expect(pw('Abcdef1')).toBe('validation.passwordTooShort');
    expect(pw('abcdefg1')).toBe('validation.passwordNeedsUpper');
    expect(pw('ABCDEFG1')).toBe('validation.passwordNeedsLower');
    expect(pw('Abcdefgh')).toBe('validation.passwordNeedsDigit');
    expect(pw('Abcdefg1')).toBeUndefined();
    expect(pw(`Ab1${'x'.repeat(126)}`)).toBe('validation.passwordTooLong');
  });

  it('confirm password: required and must match', () => {
    expect(register({ confirmPassword: '' }).confirmPassword).toBe('validation.confirmRequired');
    expect(register({ confirmPassword: 'Xuexi2026Gx' }).confirmPassword).toBe('validation.passwordsMismatch');
    // The mismatch shows even while another field is still wrong.
    expect(register({ username: '', confirmPassword: 'nope' })).toMatchObject({
      username: 'validation.usernameRequired',
      confirmPassword: 'validation.passwordsMismatch',
    });
  });

  it('learning goal: required, one of the four goals', () => {
    expect(register({ learning_goal: undefined }).learning_goal).toBe('validation.learningGoalRequired');
    expect(register({ learning_goal: '' }).learning_goal).toBe('validation.learningGoalRequired');
    expect(register({ learning_goal: 'fun' }).learning_goal).toBe('validation.learningGoalRequired');
    for (const goal of ['interview_preparation', 'skill_improvement', 'competition_preparation', 'academic_study']) {
      expect(register({ learning_goal: goal }).learning_goal).toBeUndefined();
    }
  });

  it('daily study time: 30, 60, 90, 120 or 180 minutes', () => {
    for (const minutes of [30, 60, 90, 120, 180]) expect(register({ daily_study_time: minutes }).daily_study_time).toBeUndefined();
    for (const minutes of [0, 45, 240, undefined]) expect(register({ daily_study_time: minutes }).daily_study_time).toBe('validation.dailyStudyTimeRequired');
  });
});

describe('login schema', () => {
  it('needs a username (or email) and a password', () => {
    expect(loginSchema.safeParse({ username: 'lin_xiaoming', password: 'x' }).success).toBe(true);
    expect(errorsOf(loginSchema.safeParse({ username: '', password: '' }))).toEqual({
      username: 'validation.usernameOrEmailRequired',
      password: 'validation.passwordRequired',
    });
    expect(errorsOf(loginSchema.safeParse({ username: 'lin xiaoming', password: 'x' })).username).toBe('validation.noSpaces');
  });
});

describe('reset password schema', () => {
  const reset = (password: string, confirmPassword = password) => errorsOf(resetPasswordSchema.safeParse({ password, confirmPassword }));
  it('uses the register password rules and a matching confirmation', () => {
    expect(reset('Suanfa2026Lin')).toEqual({});
    expect(reset('').password).toBe('validation.passwordRequired');
    expect(reset('short1A').password).toBe('validation.passwordTooShort');
    expect(reset('alllower1').password).toBe('validation.passwordNeedsUpper');
    expect(reset('ALLUPPER1').password).toBe('validation.passwordNeedsLower');
    expect(reset('NoDigitsHere').password).toBe('validation.passwordNeedsDigit');
    expect(reset('Suanfa2026Lin', '').confirmPassword).toBe('validation.confirmRequired');
    expect(reset('Suanfa2026Lin', 'Suanfa2026Lim').confirmPassword).toBe('validation.passwordsMismatch');
  });

  it('recognises a reset token', () => {
    expect(isResetToken('q7Zk3X9hL2mN8pR4tV7wY1bC6dF0gJ5s')).toBe(true);
    expect(isResetToken(null)).toBe(false);
    expect(isResetToken('short')).toBe(false);
    expect(isResetToken('has spaces in the token!!')).toBe(false);
  });
});

describe('forgot password schema', () => {
  it('needs a valid email', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'lin.xiaoming@example.com' }).success).toBe(true);
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: '' })).email).toBe('validation.emailRequired');
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: 'lin@' })).email).toBe('validation.emailInvalid');
  });
});

describe('verification code', () => {
  const verify = (code: string) => errorsOf(verifyEmailSchema.safeParse({ email: 'chen.jing@example.com', code })).code;
  it('is exactly 6 digits', () => {
    expect(verify('482915')).toBeUndefined();
    expect(verify('')).toBe('validation.codeRequired');
    expect(verify('48291')).toBe('validation.codeFormat');
    expect(verify('48291a')).toBe('validation.codeFormat');
    expect(verify('4829150')).toBe('validation.codeFormat');
  });

  it('keeps only digits, at most six, so pasting fills the input', () => {
    expect(codeDigits('482915')).toBe('482915');
    expect(codeDigits(' 482 915 ')).toBe('482915');
    expect(codeDigits('Your code: 482-915.')).toBe('482915');
    expect(codeDigits('12345678')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });
});

describe('password strength', () => {
  it('rates weak, medium and strong', () => {
    expect(passwordStrength('')).toBeNull();
    expect(passwordStrength('abc')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('Abcdefg1')).toBe('medium');
    expect(passwordStrength('Abcdefgh1234')).toBe('strong');
    expect(passwordStrength('Abcdef1!')).toBe('strong');
  });
});
