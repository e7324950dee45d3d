// The mails the server sends, in the recipient's interface language.
import type { Lang } from '../i18n/texts.ts';
import type { Mail } from './mailer.ts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(paragraphs: string[], highlight: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${p}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c2127;max-width:520px;margin:24px auto">${body.replace(
    '{{highlight}}',
    `<strong style="font-size:24px;letter-spacing:4px">${highlight}</strong>`,
  )}<p style="color:#5f6b7c;font-size:12px">AlgoCoach · 算法教练</p></body></html>`;
}

export function verificationMail(lang: Lang, to: string, { username, code, minutes }: { username: string; code: string; minutes: number }): Mail {
  const name = escape(username);
  if (lang === 'en') {
    return {
      to,
      subject: `Your AlgoCoach verification code: ${code}`,
      text: `Hello ${username},\n\nYour verification code is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not create an AlgoCoach account, ignore this mail.`,
      html: layout([`Hello ${name},`, 'Your verification code is:', '{{highlight}}', `It is valid for ${minutes} minutes.`, 'If you did not create an AlgoCoach account, ignore this mail.'], code),
    };
  }
  return {
    to,
    subject: `算法教练验证码：${code}`,
    text: `${username}，你好：\n\n你的验证码是 ${code}，${minutes} 分钟内有效。\n\n如果你没有注册算法教练账号，请忽略此邮件。`,
    html: layout([`${name}，你好：`, '你的验证码是：', '{{highlight}}', `${minutes} 分钟内有效。`, '如果你没有注册算法教练账号，请忽略此邮件。'], code),
  };
}

export function passwordResetMail(lang: Lang, to: string, { username, link, minutes }: { username: string; link: string; minutes: number }): Mail {
  const name = escape(username);
  const href = escape(link);
  if (lang === 'en') {
    return {
      to,
      subject: 'Reset your AlgoCoach password',
      text: `Hello ${username},\n\nOpen this link to set a new password (valid for ${minutes} minutes, once):\n${link}\n\nIf you did not ask for it, ignore this mail: your password stays as it is.`,
      html: layout(
        [`Hello ${name},`, `<a href="${href}">Set a new password</a> (valid for ${minutes} minutes, once).`, `Or open: ${href}`, 'If you did not ask for it, ignore this mail: your password stays as it is.'],
        '',
      ),
    };
  }
  return {
    to,
    subject: '重置你的算法教练密码',
    text: `${username}，你好：\n\n打开以下链接设置新密码（${minutes} 分钟内有效，仅可使用一次）：\n${link}\n\n如果这不是你本人的操作，请忽略此邮件，你的密码不会改变。`,
    html: layout([`${name}，你好：`, `<a href="${href}">设置新密码</a>（${minutes} 分钟内有效，仅可使用一次）。`, `或打开：${href}`, '如果这不是你本人的操作，请忽略此邮件，你的密码不会改变。'], ''),
  };
}

/** To the old address, after the account's email was changed (so that a takeover does not go unnoticed). */
export function emailChangedMail(lang: Lang, to: string, { username, newEmail }: { username: string; newEmail: string }): Mail {
  const name = escape(username);
  const next = escape(newEmail);
  if (lang === 'en') {
    return {
      to,
      subject: 'The email address of your AlgoCoach account was changed',
      text: `Hello ${username},\n\nThe email address of your AlgoCoach account was changed to ${newEmail}; mails now go there.\n\nIf you did not change it, reset your password at once and tell your administrator.`,
      html: layout([`Hello ${name},`, `The email address of your AlgoCoach account was changed to ${next}; mails now go there.`, 'If you did not change it, reset your password at once and tell your administrator.'], ''),
    };
  }
  return {
    to,
    subject: '你的算法教练账号邮箱已更改',
    text: `${username}，你好：\n\n你的算法教练账号邮箱已更改为 ${newEmail}，此后的邮件将发往该地址。\n\n如果这不是你本人的操作，请立即重置密码并告知管理员。`,
    html: layout([`${name}，你好：`, `你的算法教练账号邮箱已更改为 ${next}，此后的邮件将发往该地址。`, '如果这不是你本人的操作，请立即重置密码并告知管理员。'], ''),
  };
}

/** To the account's address, after its password was changed or reset. */
export function passwordChangedMail(lang: Lang, to: string, { username, reset }: { username: string; reset: boolean }): Mail {
  const name = escape(username);
  if (lang === 'en') {
    const what = reset ? 'was reset with a link sent to this address' : 'was changed';
    return {
      to,
      subject: 'Your AlgoCoach password was changed',
      text: `Hello ${username},\n\nThe password of your AlgoCoach account ${what}; every other session has ended.\n\nIf you did not do this, reset your password at once and tell your administrator.`,
      html: layout([`Hello ${name},`, `The password of your AlgoCoach account ${what}; every other session has ended.`, 'If you did not do this, reset your password at once and tell your administrator.'], ''),
    };
  }
  const what = reset ? '已通过发往此邮箱的链接重置' : '已修改';
  return {
    to,
    subject: '你的算法教练密码已更改',
    text: `${username}，你好：\n\n你的算法教练账号密码${what}，其他登录会话均已结束。\n\n如果这不是你本人的操作，请立即重置密码并告知管理员。`,
    html: layout([`${name}，你好：`, `你的算法教练账号密码${what}，其他登录会话均已结束。`, '如果这不是你本人的操作，请立即重置密码并告知管理员。'], ''),
  };
}
