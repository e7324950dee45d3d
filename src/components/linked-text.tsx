// A translation with one link inside, written `No account yet? <go>Sign up</go>` in the locale files: the part in
// <go> becomes the given link. (react-i18next's <Trans> does this and much more, for ~4 KB gzip in the account
// pages' first load; these sentences need only this.)
import { cloneElement, type ReactElement, type ReactNode } from 'react';

export function LinkedText({ text, link }: { text: string; link: ReactElement<{ children?: ReactNode }> }) {
  const match = /^([\s\S]*)<go>([\s\S]*)<\/go>([\s\S]*)$/.exec(text);
  if (!match) return <>{text}</>;
  const [, before, inside, after] = match;
  return (
    <>
      {before}
      {cloneElement(link, undefined, inside)}
      {after}
    </>
  );
}
