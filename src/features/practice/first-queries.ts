// What a problem page asks for as soon as it renders: the problem, its statement, the learner's submissions of
// it, the code languages and the tags' names in both languages (see lib/first-queries.ts for who starts them).
import { problemQuery } from '@/api/queries/problems/get-problem';
import { problemDescriptionQuery } from '@/api/queries/problems/get-problem-description';
import { tagNamesQuery } from '@/api/queries/problems/list-tag-names';
import { supportedLanguagesQuery } from '@/api/queries/submissions/get-supported-languages';
import { problemSubmissionsQuery } from '@/api/queries/submissions/list-problem-submissions';
import { firstQuery, type FirstQuery } from '@/lib/first-queries';

export const problemFirstQueries = (problemId: string): FirstQuery[] => [
  firstQuery(problemQuery(problemId)),
  firstQuery(problemDescriptionQuery(problemId)),
  firstQuery(problemSubmissionsQuery(problemId)),
  firstQuery(supportedLanguagesQuery()),
  firstQuery(tagNamesQuery()),
];
