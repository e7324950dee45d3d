// Every text the server writes for people (error details, confirmations), in both interface languages.
// The client translates errors by `code`; `detail` is its fallback and what other API users read.
import type { components } from '../../src/api/schema.d.ts';

export type Lang = components['schemas']['UiLanguage'];
export type ErrorCode = components['schemas']['ErrorCode'];

export const DEFAULT_LANG: Lang = 'zh';

const texts = {
  // errors, by the contract's codes (default wording)
  invalid_credentials: { en: 'Invalid username or password', zh: '用户名或密码错误' },
  email_not_verified: { en: 'Your email has not been verified yet, verify before logging in', zh: '您的邮箱尚未验证，请先完成验证再登录' },
  username_exists: { en: 'Username already exists', zh: '用户名已存在' },
  email_registered: { en: 'Email already registered', zh: '该邮箱已被注册' },
  verification_code_expired: { en: 'Verification code has expired', zh: '验证码已过期' },
  verification_code_invalid: { en: 'Invalid verification code', zh: '验证码无效' },
  verification_too_many_attempts: { en: 'Too many verification attempts', zh: '验证尝试次数过多' },
  email_already_verified: { en: 'Email already verified', zh: '邮箱已验证' },
  verification_email_rate_limited: { en: 'Too many verification emails sent, wait 1 minute', zh: '验证邮件发送过于频繁，请 1 分钟后再试' },
  email_send_failed: { en: 'Failed to send email', zh: '邮件发送失败' },
  reset_token_invalid: { en: 'This reset link is invalid or has expired', zh: '此重置链接无效或已过期' },
  current_password_incorrect: { en: 'Current password is incorrect', zh: '当前密码不正确' },
  password_unchanged: { en: 'New password must differ from the current one', zh: '新密码不能与当前密码相同' },
  not_authenticated: { en: 'Could not validate credentials', zh: '登录已过期，请重新登录' },
  forbidden: { en: 'You do not have permission to perform this action', zh: '你没有执行此操作的权限' },
  not_found: { en: 'Not found', zh: '未找到该资源' },
  plan_not_found: { en: 'No study plan for today yet', zh: '今天还没有学习计划' },
  validation_error: { en: 'The request could not be processed', zh: '请求无法处理' },
  rate_limited: { en: 'Too many requests, please slow down', zh: '请求过于频繁，请稍后再试' },
  ai_allowance_exhausted: { en: "You have used today's AI allowance. It renews at midnight", zh: '今天的 AI 使用次数已用完，零点后恢复' },
  ai_unavailable: { en: 'The AI service is temporarily unavailable, please try again later', zh: 'AI 服务暂时不可用，请稍后再试' },
  sync_failed: { en: 'Could not reach LeetCode. The sync has stopped and will continue where it left off next time', zh: '无法连接 LeetCode，同步已暂停，下次同步会从中断处继续' },
  last_admin: { en: 'You are the only admin: make another user an admin before deleting your account', zh: '你是唯一的管理员：请先将其他用户设为管理员，再删除自己的账号' },
  review_superseded: { en: 'Only the latest submission of a problem can be rated', zh: '只能为该题最近一次提交评定掌握程度' },
  study_list_builtin: { en: 'Built-in study lists cannot be changed or deleted', zh: '内置题单不能修改或删除' },
  finish_date_past: { en: 'The finish date cannot be before today', zh: '完成日期不能早于今天' },
  job_not_resumable: { en: 'This job cannot be resumed', zh: '该任务无法继续' },
  leetcode_cookie_rejected: {
    en: 'LeetCode did not accept this cookie (it is wrong or has expired). Sign in on the site again, copy a fresh LEETCODE_SESSION and try again',
    zh: 'LeetCode 不接受这个 Cookie（有误或已过期）。请在该网站重新登录，复制新的 LEETCODE_SESSION 后再试',
  },
  export_version_unsupported: { en: 'This file was made by a newer version of AlgoCoach. Update this installation, then import it again', zh: '该文件由更新版本的算法教练导出，请先升级本站点再导入' },
  cannot_modify_self: { en: 'You cannot change your own account from the admin console', zh: '不能在管理后台修改自己的账号' },
  internal_error: { en: 'Internal server error', zh: '服务器内部错误' },
  service_unavailable: { en: 'The server cannot take requests right now, try again in a moment', zh: '服务器暂时无法处理请求，请稍后再试' },
  interview_active: { en: 'An interview session is already running; finish it or give up first', zh: '已有一场面试正在进行，请先完成或放弃' },
  interview_hints_off: { en: 'Hints are off during an interview session', zh: '面试进行中，提示已关闭' },

  // errors with a more precise wording than their code's
  adminRequired: { en: 'Admin privileges required', zh: '需要管理员权限' },
  userNotFound: { en: 'User not found', zh: '用户不存在' },
  cannotDeleteSelf: { en: 'You cannot delete your own account from the admin console', zh: '不能在管理后台删除自己的账号' },
  cannotRevokeSelf: { en: 'You cannot remove your own admin rights', zh: '不能撤销自己的管理员权限' },
  usernameMismatch: { en: 'Username does not match', zh: '用户名不匹配' },
  resetEmailRateLimited: { en: 'Too many password reset emails sent, wait 1 minute', zh: '重置邮件发送过于频繁，请 1 分钟后再试' },
  shuttingDown: { en: 'The server is restarting, try again in a moment', zh: '服务器正在重启，请稍后再试' },
  serverBusy: { en: 'The server is busy, try again in a moment', zh: '服务器繁忙，请稍后再试' },
  tooManyPasswordChecks: { en: 'Too many wrong passwords, wait a few minutes and try again', zh: '密码错误次数过多，请几分钟后再试' },
  tooManyLoginAttempts: { en: 'Too many failed logins, wait a few minutes and try again', zh: '登录失败次数过多，请几分钟后再试' },
  invalidJson: { en: 'The request body is not valid JSON', zh: '请求内容不是有效的 JSON' },
  bodyTooLarge: { en: 'The request body is too large', zh: '请求内容过大' },
  unsupportedContentType: { en: 'Send the request body as application/json', zh: '请以 application/json 格式发送请求内容' },
  unknownTimezone: { en: 'Unknown time zone', zh: '未知的时区' },
  interviewCategoryRequired: { en: 'Choose a category', zh: '请选择一个分类' },
  noProblemMatches: { en: 'No problem matches the given criteria', zh: '没有符合条件的题目' },
  analysisRequired: { en: 'Please analyze code first', zh: '请先分析代码' },
  analysisMismatch: { en: 'The code has changed since it was analyzed, please analyze it again', zh: '代码在分析后已被修改，请重新分析' },
  planProblemNotFound: { en: 'This problem is not in the plan', zh: '该题目不在此计划中' },
  syncAdminOnly: { en: 'Only admins can sync the catalogue', zh: '只有管理员可以同步题库' },
  notAllowedMethod: { en: 'Not found', zh: '未找到该资源' },

  // confirmations
  codeSent: { en: 'A verification code has been sent to your email, valid for 5 minutes', zh: '验证码已发送至您的邮箱，5 分钟内有效' },
  emailVerified: { en: 'Email verified, you can log in now', zh: '邮箱验证成功，请登录' },
  resetLinkSent: { en: 'If an account exists for this email, a password reset link has been sent to it', zh: '如果该邮箱已注册，我们已向其发送密码重置链接，请查收邮件' },
  passwordReset: { en: 'Your password has been reset, log in with the new password', zh: '密码已重置，请使用新密码登录' },
  passwordChanged: { en: 'Password changed successfully', zh: '密码修改成功' },
} as const satisfies Record<string, Record<Lang, string>>;

export type TextKey = keyof typeof texts;

export function text(key: TextKey, lang: Lang): string {
  return texts[key][lang];
}

/** The language an Accept-Language header asks for first among ours (the client sends its interface language). */
export function langFromHeader(header: string | undefined): Lang | undefined {
  for (const part of header?.split(',') ?? []) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return undefined;
}
