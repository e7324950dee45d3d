// Category names for the texts the server writes (plan reasons, recommendations), read from the client's
// locales so that the app and the server always name a category the same way.
import { readFileSync } from 'node:fs';
import type { Schemas } from '../contract/index.ts';
import type { Lang } from './texts.ts';

type Category = Schemas['ProblemCategory'];

const read = (folder: string) =>
  (JSON.parse(readFileSync(new URL(`../../locales/${folder}/common.json`, import.meta.url), 'utf8')) as { category: Record<Category, string> }).category;

const NAMES: Record<Lang, Record<Category, string>> = { zh: read('zh-CN'), en: read('en') };

export function categoryName(category: string, lang: Lang): string {
  return NAMES[lang][category as Category] ?? category;
}

export const CATEGORIES = Object.keys(NAMES.en) as Category[];
