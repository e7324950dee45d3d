// The admin's study list form: problems typed one a line as "number slug" (or "number. slug", as lists are often
// copied), blank lines ignored, the first bad line named.
import { describe, expect, it } from 'vitest';
import { listProblemsText, parseListProblems, studyListBody } from '@/features/admin/study-list-form';

describe('parseListProblems', () => {
  it('reads "number slug" lines in order, blank lines skipped, case folded', () => {
    expect(parseListProblems('200 number-of-islands\n\n  743. Network-Delay-Time \n')).toEqual({
      problems: [
        { frontend_id: 200, slug: 'number-of-islands' },
        { frontend_id: 743, slug: 'network-delay-time' },
      ],
    });
  });

  it('names the first line that is not a problem', () => {
    expect(parseListProblems('200 number-of-islands\nnumber-of-islands')).toEqual({ badLine: 2 });
    expect(parseListProblems('0 zero')).toEqual({ badLine: 1 });
    expect(parseListProblems('200 number_of_islands')).toEqual({ badLine: 1 });
    expect(parseListProblems('999999 too-far')).toEqual({ badLine: 1 });
  });

  it('round-trips through the text the edit form shows', () => {
    const problems = [{ frontend_id: 1, slug: 'two-sum' }, { frontend_id: 49, slug: 'group-anagrams' }];
    expect(parseListProblems(listProblemsText(problems))).toEqual({ problems });
    expect(studyListBody({ nameZh: ' 图论 ', nameEn: 'Graphs', problems: listProblemsText(problems) })).toEqual({ name: { zh: '图论', en: 'Graphs' }, problems });
  });
});
