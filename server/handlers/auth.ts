// The auth tag: thin adapters from the contract's operations to the account services.
import { text } from '../i18n/texts.ts';
import { authed, open, type Handlers } from '../http/handler.ts';
import type { Services } from '../services/index.ts';

export function authHandlers({ accounts, verification, ai, limits, sessions, learnerExport, learnerImport, leetcodeHistory, leetcodeSiteImport }: Services): Handlers {
  return {
    exportMyData: authed<'exportMyData'>(async ({ session, setHeader }) => {
      const { fileName, document } = await learnerExport.export(session);
      setHeader('content-disposition', `attachment; filename="${fileName}"`);
      return document;
    }),
    previewImport: authed<'previewImport'>(({ session, body }) => learnerImport.preview(session, body)),
    importMyData: authed<'importMyData'>(({ session, body }) => learnerImport.import(session, body)),
    importLeetCodeHistory: authed<'importLeetCodeHistory'>(({ session, body }) => leetcodeHistory.importFile(session, body)),
    importLeetCodeFromSite: authed<'importLeetCodeFromSite'>(({ session, body }) => leetcodeSiteImport.run(session, body)),
    logout: authed<'logout'>(async ({ session, body, sessionEnded }) => {
      await sessions.logout(session.user.id, session.claims, body?.everywhere ?? false);
      sessionEnded();
    }),
    login: open<'login'>(({ body, clientAddress }) => accounts.login(body.username, body.password, clientAddress)),
    register: open<'register'>(async ({ body, clientAddress }) => {
      await limits.openCall('register', clientAddress);
      return accounts.register(body);
    }),
    getMe: authed<'getMe'>(async ({ session }) => accounts.me(session)),
    getAiAllowance: authed<'getAiAllowance'>(({ session }) => ai.allowance(session)),
    updateMe: authed<'updateMe'>(({ session, body }) => accounts.updateMe(session, body)),
    deleteMe: authed<'deleteMe'>(({ session, body }) => accounts.deleteMe(session, body.username, body.current_password)),
    changePassword: authed<'changePassword'>(async ({ session, body, lang, setToken }) => {
      setToken(await accounts.changePassword(session, body));
      return { message: text('passwordChanged', lang) };
    }),
    sendVerificationCode: open<'sendVerificationCode'>(async ({ body, lang, clientAddress, session }) => {
      await limits.openCall('sendVerificationCode', clientAddress);
      return { message: text('codeSent', lang), ...(await verification.sendCode(body.email, session?.user.id)) };
    }),
    verifyEmail: open<'verifyEmail'>(async ({ body, lang, clientAddress, session }) => {
      await limits.openCall('verifyEmail', clientAddress);
      return { message: text('emailVerified', lang), user: await verification.verify(body.email, body.code, session?.user.id) };
    }),
    forgotPassword: open<'forgotPassword'>(async ({ body, lang, clientAddress }) => {
      await limits.openCall('forgotPassword', clientAddress);
      await verification.forgotPassword(body.email);
      return { message: text('resetLinkSent', lang) };
    }),
    resetPassword: open<'resetPassword'>(async ({ body, lang, clientAddress }) => {
      await limits.openCall('resetPassword', clientAddress);
      await verification.resetPassword(body.token, body.new_password);
      return { message: text('passwordReset', lang) };
    }),
  };
}
