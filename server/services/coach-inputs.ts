// Catalogue rows and learners' figures as the coach takes them (server/coach/types.ts).
import type { CoachProblem, ComplexityClass } from '../coach/types.ts';
import type { Schemas } from '../contract/index.ts';
import type { ProblemRow } from '../db/schema.ts';

/** The statement as plain text for a model's context: tags dropped, entities decoded, blank runs squeezed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/pre|\/div)\s*\/?>/gi, '\n')
    // `[^<>]`, not `[^>]`: a tag never holds `<`, and a run of `<` without `>` is then read once, not once per `<`.
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    // From the start of a run of blanks only (the lookbehind): a long run not followed by a line break is read once.
    .replace(/(?<![ \t])[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function coachProblem(row: ProblemRow): CoachProblem {
  return {
    id: row.id,
    frontendId: row.frontendId,
    slug: row.slug,
    title: { zh: row.titleZh, en: row.titleEn },
    difficulty: row.difficulty,
    category: row.category as Schemas['ProblemCategory'],
    tags: row.tags,
    statement: { zh: plainText(row.descriptionZh), en: plainText(row.descriptionEn) },
    ...(row.timeComplexity && row.spaceComplexity && row.timeClass && row.spaceClass
      ? { reference: { time: row.timeComplexity, space: row.spaceComplexity, timeClass: row.timeClass as ComplexityClass, spaceClass: row.spaceClass as ComplexityClass } }
      : {}),
    hints: row.hints,
  };
}
