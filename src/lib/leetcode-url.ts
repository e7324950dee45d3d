// Links that come from server data are checked before they become an href: React neutralises a `javascript:`
// URL, but a `data:` URL, plain http or a look-alike host (leetcode.com.evil.io) would pass straight through.
const LEETCODE_HOSTS = new Set(['leetcode.cn', 'leetcode.com']);

/** The problem's page on LeetCode when `value` is an https address on leetcode.cn or leetcode.com, else null. */
export function safeLeetcodeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null; // relative or malformed: not a LeetCode page
  }
  const plain = url.protocol === 'https:' && url.port === '' && url.username === '' && url.password === '';
  return plain && LEETCODE_HOSTS.has(url.hostname) ? url.href : null;
}
