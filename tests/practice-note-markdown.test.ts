import { describe, expect, it } from 'vitest';
import { renderNote } from '@/features/practice/note-markdown';

describe('renderNote', () => {
  it('renders the Markdown a learner writes: headings, emphasis, lists, code, line breaks', () => {
    const html = renderNote('## 两数之和\n- **先查后存**\n- `O(n)`\n\nfirst line\nsecond line');
    expect(html).toContain('<h2>两数之和</h2>');
    expect(html).toContain('<strong>先查后存</strong>');
    expect(html).toContain('<code>O(n)</code>');
    expect(html).toContain('first line<br>second line');
  });

  it('keeps only what DOMPurify lets through: no script, handler or javascript: link', () => {
    const html = renderNote('<script>alert(1)</script><img src=x onerror=alert(2)>\n\n[link](javascript:alert(3)) <a href="https://leetcode.cn">ok</a>');
    expect(html).not.toMatch(/<script|onerror|href="javascript:/i);
    expect(html).toContain('<a href="https://leetcode.cn" target="_blank" rel="noopener noreferrer">ok</a>');
  });
});
