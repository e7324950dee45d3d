// The debrief reveals a problem's tags in the learner's language (zh by default), and a tag that only repeats the
// category ("Array" in category "Array") is not shown a second time.
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Schemas } from '@/api/client';
import { problemKeys } from '@/api/queries/problems/keys';
import { Debrief } from '@/features/interview/debrief';
import { tagsBesideCategory } from '@/lib/tags-beside-category';
import { tagNamesIn } from '@/lib/tag-names';

const TAG_NAMES = [
  { slug: 'array', name: { zh: '数组', en: 'Array' } },
  { slug: 'hash-table', name: { zh: '哈希表', en: 'Hash Table' } },
];

const session: Schemas['InterviewSession'] = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-90a1b2c3d4e5',
  status: 'completed',
  source: 'random',
  minutes: 25,
  started_at: '2026-11-27T10:00:00Z',
  ends_at: '2026-11-27T10:25:00Z',
  ended_at: '2026-11-27T10:20:00Z',
  remaining_seconds: 0,
  problems: [
    {
      id: '0b6f3c1e-4d2a-4f8e-9a1b-1c2d3e4f5a01',
      frontend_id: 1,
      slug: 'two-sum',
      title: { zh: '两数之和', en: 'Two Sum' },
      submitted: false,
      reveal: { difficulty: 'Easy', category: 'array', tags: ['Array', 'Hash Table'], acceptance_rate: 0.5, frequency: 3 },
    },
  ],
};

let client: QueryClient;
afterEach(() => client.clear());

describe('Debrief', () => {
  it('shows the revealed tags by their Chinese names, and the category once', () => {
    client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(problemKeys.tagNames(), { items: TAG_NAMES });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Debrief session={session} timeUp={false} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const revealed = screen.getByRole('region', { name: 'debrief.revealed' });
    expect(within(revealed).getByText('哈希表')).toBeInTheDocument();
    expect(within(revealed).queryByText('Hash Table')).toBeNull();
    // The category (its translated name) and no tag "Array" / "数组" beside it.
    expect(within(revealed).queryByText('Array')).toBeNull();
    expect(within(revealed).queryByText('数组')).toBeNull();
    expect(revealed.querySelectorAll('.bp6-tag')).toHaveLength(3);
  });
});

describe('tagsBesideCategory', () => {
  it('leaves out a tag that repeats the category, by key or by the name shown, in either language', () => {
    const zh = tagNamesIn(TAG_NAMES, 'zh');
    const en = tagNamesIn(TAG_NAMES, 'en');
    expect(tagsBesideCategory(['Array', 'Hash Table'], 'array', 'Array', en)).toEqual(['Hash Table']);
    expect(tagsBesideCategory(['Array', 'Hash Table'], 'array', '数组', zh)).toEqual(['Hash Table']);
    expect(tagsBesideCategory(['Array', 'Hash Table'], 'hash_table', 'Hash table', en)).toEqual(['Array']);
    expect(tagsBesideCategory(['Array', 'Hash Table'], 'math', 'Math', en)).toEqual(['Array', 'Hash Table']);
  });
});
