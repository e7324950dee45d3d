// Contract-typed sample records for unit tests.
import type { components } from '@/api/schema';

export const sampleUser: components['schemas']['User'] = {
  id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01',
  username: 'lin_xiaoming',
  email: 'lin.xiaoming@example.com',
  language: 'zh',
  is_admin: false,
  email_verified: true,
  created_at: '2026-09-02T08:15:00Z',
  preferences: {
    tabSize: 2,
    autoSave: true,
    defaultLanguage: 'python',
    dailyTargetProblems: 3,
    language: 'zh',
    skillLevel: 'beginner',
    darkTheme: true,
    studyReminder: true,
    reviewReminder: true,
    achievementNotification: true,
    emailNotification: false,
    timezone: 'Asia/Shanghai',
  },
};
