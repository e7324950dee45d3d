// PUT /problems/{id}/note: saves the learner's note (the page calls it one second after typing stops); the
// answer becomes the note query's data, an emptied note becomes "no note".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { problemKeys } from './keys';

export const saveProblemNote = ({ problemId, text }: { problemId: string; text: string }) =>
  unwrap(api.PUT('/problems/{id}/note', { params: { path: { id: problemId } }, body: { text } }));

export function useSaveProblemNote(problemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => saveProblemNote({ problemId, text }),
    onSuccess: (note) => {
      client.setQueryData(problemKeys.note(problemId), note.text ? note : null);
      // Searches of the notes read it again when next shown.
      void client.invalidateQueries({ queryKey: problemKeys.noteSearches(), refetchType: 'none' });
    },
  });
}
