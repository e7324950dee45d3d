// The admin tag: every operation is behind adminBearerAuth (the security handler refused non-admins with 403).
import { authed, RawReply, type Handlers } from '../http/handler.ts';
import type { Services } from '../services/index.ts';

export function adminHandlers({ admin, studyLists }: Services): Handlers {
  return {
    checkAdmin: authed<'checkAdmin'>(async () => ({ is_admin: true })),
    getAdminStats: authed<'getAdminStats'>(() => admin.stats()),
    listAdminUsers: authed<'listAdminUsers'>(({ query }) => admin.listUsers(query)),
    getAdminUser: authed<'getAdminUser'>(({ params }) => admin.getUser(params.id)),
    deleteAdminUser: authed<'deleteAdminUser'>(({ session, params }) => admin.deleteUser(session, params.id)),
    toggleUserAdmin: authed<'toggleUserAdmin'>(({ session, params }) => admin.toggleAdmin(session, params.id)),
    endUserSessions: authed<'endUserSessions'>(({ session, params }) => admin.endSessions(session, params.id)),
    bulkDeleteUsers: authed<'bulkDeleteUsers'>(({ session, body }) => admin.bulkDelete(session, body.user_ids)),
    exportUsers: authed<'exportUsers'>(async ({ session, query, setHeader }) => {
      const file = await admin.exportUsers(session, query.format ?? 'csv', query.admin_only ?? false);
      setHeader('content-disposition', `attachment; filename="${file.fileName}"`);
      return file.csv === undefined ? file.users : new RawReply('text/csv; charset=utf-8', file.csv);
    }),
    createStudyList: authed<'createStudyList'>(({ session, body }) => studyLists.create(session, body)),
    updateStudyList: authed<'updateStudyList'>(({ session, params, body }) => studyLists.update(session, params.id, body)),
    deleteStudyList: authed<'deleteStudyList'>(({ params }) => studyLists.remove(params.id)),
    listRecentActivity: authed<'listRecentActivity'>(({ query, lang }) => admin.recentActivity(query.limit ?? 20, lang)),
  };
}
