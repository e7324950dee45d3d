// PUT /auth/me: profile and preference changes. Only the preferences store calls it (src/lib/preferences.ts),
// so every change of a preference goes through one owner.
import { api, unwrap, type Schemas } from '@/api/client';

export type ProfileUpdate = Schemas['UpdateMeRequest'];

export const updateMe = (body: ProfileUpdate) => unwrap(api.PUT('/auth/me', { body }));
