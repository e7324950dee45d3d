// Tags in the learner's language: the label shown, the English name kept, either name typed.
import { describe, expect, it } from 'vitest';
import { tagNamesIn } from '@/lib/tag-names';

const items = [
  { slug: 'hash-table', name: { zh: '哈希表', en: 'Hash Table' } },
  { slug: 'array', name: { zh: '数组', en: 'Array' } },
];

describe('tagNamesIn', () => {
  it('shows the Chinese name in the zh interface and the English one in en; an unknown tag as it is', () => {
    expect(tagNamesIn(items, 'zh').label('Hash Table')).toBe('哈希表');
    expect(tagNamesIn(items, 'zh').label('hash table')).toBe('哈希表');
    expect(tagNamesIn(items, 'en').label('Hash Table')).toBe('Hash Table');
    expect(tagNamesIn(items, 'zh').label('Quantum')).toBe('Quantum');
    expect(tagNamesIn([], 'zh').label('Array')).toBe('Array');
  });

  it('takes a tag typed in either language as its English name', () => {
    const names = tagNamesIn(items, 'zh');
    expect(names.canonical(' 哈希表 ')).toBe('Hash Table');
    expect(names.canonical('array')).toBe('Array');
    expect(names.canonical('Quantum')).toBe('Quantum');
    expect(names.suggestions).toEqual(['哈希表', '数组']);
    expect(tagNamesIn(items, 'en').suggestions).toEqual(['Hash Table', 'Array']);
  });
});
