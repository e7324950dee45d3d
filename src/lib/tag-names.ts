// Tags in the learner's language (issue 27 item 4). Problems carry their tags by English name, which filters and
// URLs keep; the interface shows each tag by its name in the learner's language and takes either name when one is
// typed into the tag filter.
import type { Schemas } from '@/api/client';
import type { UiLanguage } from './i18n';

export interface TagNames {
  /** The name to show for a tag the API names in English (the English name when no other is known). */
  label: (english: string) => string;
  /** The English name of a tag typed in either language (as typed when unknown: the server decides). */
  canonical: (typed: string) => string;
  /** Every known tag's name to show, for suggestions. */
  suggestions: string[];
}

export function tagNamesIn(items: readonly Schemas['TagName'][], language: UiLanguage): TagNames {
  const byEnglish = new Map(items.map((tag) => [tag.name.en.toLowerCase(), tag.name]));
  const english = new Map(items.flatMap((tag) => [[tag.name.en.toLowerCase(), tag.name.en] as const, [tag.name.zh.toLowerCase(), tag.name.en] as const]));
  const label = (name: string) => (language === 'zh' ? (byEnglish.get(name.toLowerCase())?.zh ?? name) : name);
  return {
    label,
    canonical: (typed) => english.get(typed.trim().toLowerCase()) ?? typed.trim(),
    suggestions: items.map((tag) => (language === 'zh' ? tag.name.zh : tag.name.en)),
  };
}
