import { describe, expect, it } from 'vitest';
import { parseCsv, readLeetCodeHistory } from '@/features/settings/leetcode-file';

describe('a LeetCode history file', () => {
  it('CSV with quoted code (commas, quotes, line breaks) becomes the contract rows', () => {
    const csv = 'id,title_slug,lang,timestamp,status_display,code\r\n1003,two-sum,python3,1732100000,Accepted,"class Solution:\n    s = ""a,b""\n"\n2001,valid-parentheses,cpp,1732000000,Wrong Answer,\n';
    expect(readLeetCodeHistory(csv, 'cn')).toEqual({
      ok: true,
      history: {
        site: 'cn',
        submissions: [
          { id: '1003', title_slug: 'two-sum', lang: 'python3', timestamp: 1732100000, status_display: 'Accepted', code: 'class Solution:\n    s = "a,b"\n' },
          { id: '2001', title_slug: 'valid-parentheses', lang: 'cpp', timestamp: 1732000000, status_display: 'Wrong Answer' },
        ],
      },
    });
  });

  it('JSON as the document or as its rows; the chosen site wins', () => {
    const row = { title_slug: 'two-sum', lang: 'python3', timestamp: 1732100000, status_display: 'Accepted' };
    expect(readLeetCodeHistory(JSON.stringify([row]), 'com')).toEqual({ ok: true, history: { site: 'com', submissions: [row] } });
    expect(readLeetCodeHistory(JSON.stringify({ site: 'cn', submissions: [row] }), 'com')).toEqual({ ok: true, history: { site: 'com', submissions: [row] } });
  });

  it('anything else is unreadable or empty, said before anything is sent', () => {
    expect(readLeetCodeHistory('{"site": ', 'cn')).toEqual({ ok: false, problem: 'leetcodeUnreadable' });
    expect(readLeetCodeHistory('name,age\nlin,20\n', 'cn')).toEqual({ ok: false, problem: 'leetcodeUnreadable' });
    expect(readLeetCodeHistory('id,title_slug,lang,timestamp,status_display\n', 'cn')).toEqual({ ok: false, problem: 'leetcodeEmpty' });
    expect(parseCsv('a,b\n\n')).toEqual([['a', 'b']]);
  });
});
