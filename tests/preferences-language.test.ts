// The language toggle against i18next's asynchronous switch: the last choice wins, however quick the clicks.
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { preferencesStore } from '@/lib/preferences';

describe('switching the language twice before the first switch has loaded its texts', () => {
  afterEach(() => preferencesStore.change({ language: 'zh' }));

  it('ends in the language chosen last', async () => {
    await initI18n('zh');
    preferencesStore.change({ language: 'zh' });
    expect(i18n.language).toBe('zh');
    preferencesStore.change({ language: 'en' }); // en's texts start loading
    preferencesStore.change({ language: 'zh' }); // before they are there
    await new Promise((resolve) => setTimeout(resolve, 50));
    await i18n.loadLanguages('en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
