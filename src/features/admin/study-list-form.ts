// The admin's study list form: names in both languages and the problems, one a line as "number slug" (the
// shape LeetCode's own lists are copied in). Pure, unit-tested in tests/admin-study-list-form.test.ts; zod
// messages are i18n keys of the `admin` namespace.
import { z } from 'zod/mini';
import type { Schemas } from '@/api/client';

const LINE = /^([1-9]\d{0,5})[\s.]+([a-z0-9]+(?:-[a-z0-9]+)*)$/;
export const MAX_LIST_PROBLEMS = 500;

/** The problems of the text, or the first line that is not "number slug" (1-based). */
export function parseListProblems(text: string): { problems: Schemas['StudyListInput']['problems'] } | { badLine: number } {
  const problems: Schemas['StudyListInput']['problems'] = [];
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const match = LINE.exec(line.toLowerCase());
    if (!match || Number(match[1]) > 100_000 || match[2]!.length > 200) return { badLine: index + 1 };
    problems.push({ frontend_id: Number(match[1]), slug: match[2]! });
  }
  return { problems };
}

export const listProblemsText = (problems: readonly { frontend_id: number; slug: string }[]) => problems.map((p) => `${p.frontend_id} ${p.slug}`).join('\n');

const name = z.string().check(z.trim(), z.minLength(1, { message: 'lists.errors.nameRequired' }), z.maxLength(100, { message: 'lists.errors.nameTooLong' }));
export const studyListFormSchema = z.object({
  nameZh: name,
  nameEn: name,
  problems: z.string().check(
    z.superRefine((text, ctx) => {
      const parsed = parseListProblems(text);
      if ('badLine' in parsed) ctx.issues.push({ code: 'custom', input: text, message: `lists.errors.problemLine|${parsed.badLine}` });
      else if (parsed.problems.length === 0) ctx.issues.push({ code: 'custom', input: text, message: 'lists.errors.problemsRequired' });
      else if (parsed.problems.length > MAX_LIST_PROBLEMS) ctx.issues.push({ code: 'custom', input: text, message: 'lists.errors.problemsTooMany' });
    }),
  ),
});
export type StudyListFormValues = z.infer<typeof studyListFormSchema>;

export function studyListBody(values: StudyListFormValues): Schemas['StudyListInput'] {
  const parsed = parseListProblems(values.problems);
  return { name: { zh: values.nameZh.trim(), en: values.nameEn.trim() }, problems: 'problems' in parsed ? parsed.problems : [] };
}
