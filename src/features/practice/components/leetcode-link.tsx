// "Open on LeetCode" for the problem's leetcode_url, shown only when that address really is LeetCode's.
import { AnchorButton } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { safeLeetcodeUrl } from '@/lib/leetcode-url';

export function LeetcodeLink({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation('practice');
  const href = safeLeetcodeUrl(url);
  if (!href) return null;
  return <AnchorButton variant="minimal" endIcon="share" href={href} target="_blank" rel="noopener noreferrer" text={t('problem.openLeetcode')} />;
}
