// The tags shown beside a problem's category (the problem page, an interview's debrief): a tag that only repeats the
// category ("Array" in category "Array", "数组" in "数组") is left out, so the category shows once.
import type { TagNames } from '@/lib/tag-names';

/** `category` is the API's key (hash_table), `categoryLabel` its name as shown; tags come by English name. */
export function tagsBesideCategory(tags: readonly string[], category: string, categoryLabel: string, names: TagNames): string[] {
  const key = (text: string) => text.trim().toLowerCase().replace(/[\s_-]+/g, '_');
  return tags.filter((tag) => key(tag) !== key(category) && key(names.label(tag)) !== key(categoryLabel));
}
