// The preferences have one owner (src/lib/preferences.ts): quick toggles apply at once and reach the server in
// the background, the settings form's save applies what the server saved, and the session's profile is adopted.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileUpdate } from '@/api/queries/auth/update-me';
import { preferencesStore } from '@/lib/preferences';
import { PREFERENCE_DEFAULTS } from '@/lib/constants';
import { sampleUser } from './fixtures';

const server = vi.hoisted(() => ({ updateMe: vi.fn<(body: ProfileUpdate) => Promise<unknown>>() }));
vi.mock('@/api/queries/auth/update-me', () => ({ updateMe: server.updateMe }));
const toasts = vi.hoisted(() => ({ showToast: vi.fn() }));
vi.mock('@/lib/toaster', () => toasts);

const session = { signedIn: vi.fn(() => true), saved: vi.fn() };
preferencesStore.connect(session);

beforeEach(() => {
  vi.clearAllMocks();
  session.signedIn.mockReturnValue(true);
  server.updateMe.mockResolvedValue(sampleUser);
  preferencesStore.adopt(PREFERENCE_DEFAULTS);
});

describe('the preferences store', () => {
  it('applies a quick change at once and tells the server, whose answer goes to the session', async () => {
    preferencesStore.change({ darkTheme: true });
    expect(preferencesStore.get().darkTheme).toBe(true);
    expect(document.body.classList.contains('bp6-dark')).toBe(true);
    await vi.waitFor(() => expect(server.updateMe).toHaveBeenCalledWith({ preferences: { darkTheme: true } }));
    await vi.waitFor(() => expect(session.saved).toHaveBeenCalledWith(sampleUser));
  });

  it('sends the interface language both as the user’s language and as a preference', async () => {
    preferencesStore.change({ language: 'en' });
    await vi.waitFor(() => expect(server.updateMe).toHaveBeenCalledWith({ language: 'en', preferences: { language: 'en' } }));
    preferencesStore.change({ language: 'zh' });
  });

  it('keeps a change to this browser while nobody is signed in', async () => {
    session.signedIn.mockReturnValue(false);
    preferencesStore.change({ tabSize: 8 });
    expect(preferencesStore.get().tabSize).toBe(8);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.updateMe).not.toHaveBeenCalled();
  });

  it('applies the settings form’s values only once the server has saved them', async () => {
    let answer: (user: unknown) => void = () => {};
    server.updateMe.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const saving = preferencesStore.save({ tabSize: 2, dailyTargetProblems: 5 });
    expect(preferencesStore.get().tabSize).toBe(PREFERENCE_DEFAULTS.tabSize);
    answer(sampleUser);
    await saving;
    expect(preferencesStore.get()).toMatchObject({ tabSize: 2, dailyTargetProblems: 5 });
    expect(session.saved).toHaveBeenCalledWith(sampleUser);
  });

  it('keeps the applied values when saving fails, and says so once', async () => {
    server.updateMe.mockRejectedValue(new Error('down'));
    await expect(preferencesStore.save({ tabSize: 8 })).rejects.toThrow('down');
    expect(preferencesStore.get().tabSize).toBe(PREFERENCE_DEFAULTS.tabSize);
    expect(toasts.showToast).toHaveBeenCalledTimes(1);
    expect(toasts.showToast).toHaveBeenCalledWith(expect.objectContaining({ intent: 'danger' }));
  });

  it('adopts the server’s preferences from the session, keeping the interface language of this browser', async () => {
    preferencesStore.change({ language: 'en' });
    await vi.waitFor(() => expect(server.updateMe).toHaveBeenCalledTimes(1));
    preferencesStore.adopt({ ...sampleUser.preferences, language: 'zh', tabSize: 2 });
    expect(preferencesStore.get()).toMatchObject({ language: 'en', tabSize: 2, darkTheme: true });
    expect(server.updateMe).toHaveBeenCalledTimes(1); // the change above; adopting sends nothing back
    preferencesStore.change({ language: 'zh' });
  });
});
