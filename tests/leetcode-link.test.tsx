// leetcode_url comes from the server: only https addresses on leetcode.cn and leetcode.com become a link.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeetcodeLink } from '@/features/practice/components/leetcode-link';
import { safeLeetcodeUrl } from '@/lib/leetcode-url';

const GOOD = ['https://leetcode.cn/problems/two-sum/', 'https://leetcode.com/problems/two-sum/description/?tab=1#x', 'https://LEETCODE.COM/problems/a/'];

const BAD = [
  'javascript:alert(1)',
  ' javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'http://leetcode.com/problems/two-sum/',
  'https://leetcode.com.evil.io/problems/two-sum/',
  'https://evil.io/leetcode.com/problems/two-sum/',
  'https://leetcode.com@evil.io/',
  'https://user:pass@leetcode.com/problems/two-sum/',
  'https://evilleetcode.com/problems/two-sum/',
  'https://www.leetcode.com.evil.io/',
  'https://leetcode.com:8443/problems/two-sum/',
  '//leetcode.com/problems/two-sum/',
  '/problems/two-sum/',
  'leetcode.com/problems/two-sum/',
  'ftp://leetcode.com/',
  '',
  null,
  undefined,
];

describe('safeLeetcodeUrl', () => {
  it.each(GOOD)('keeps %s', (url) => expect(safeLeetcodeUrl(url)).toBe(new URL(url).href));
  it.each(BAD)('refuses %j', (url) => expect(safeLeetcodeUrl(url)).toBeNull());
});

describe('LeetcodeLink', () => {
  it('links to a LeetCode page in a new tab without an opener', () => {
    render(<LeetcodeLink url={GOOD[0]} />);
    // Blueprint's AnchorButton is an <a> with the button role.
    const link = screen.getByRole('button', { name: 'problem.openLeetcode' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', GOOD[0]);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(BAD)('shows no link at all for %j', (url) => {
    const { container } = render(<LeetcodeLink url={url} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });
});
