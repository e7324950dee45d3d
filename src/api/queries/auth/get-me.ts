// GET /auth/me: the signed-in user, for the session's start-up check and its 10-minute refresh (src/auth).
import { api, unwrap } from '@/api/client';

export const getMe = (signal?: AbortSignal) => unwrap(api.GET('/auth/me', { signal }));
