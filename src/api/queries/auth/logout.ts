// POST /auth/logout: ends the session on the server (this one, or every session of the user). The token is passed
// in: the app clears its session at once, before this request leaves (the client would then have none to send).
import { api, unwrap } from '@/api/client';

export const logout = (token: string, everywhere = false) =>
  unwrap(api.POST('/auth/logout', { headers: { Authorization: `Bearer ${token}` }, body: { everywhere } }));
