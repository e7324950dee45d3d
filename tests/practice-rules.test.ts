import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from '@/features/practice/drafts';
import { sanitizeDescription, stripEventHandlers } from '@/features/practice/sanitize';
import { canAnalyze, canSubmit, type AnalysedCode } from '@/features/practice/submit-rules';

const result = { analysis_id: 'a1', analyzed_at: '2026-11-20T00:00:00Z', score: 4, time_complexity: 'O(n)', space_complexity: 'O(n)', feedback: 'ok', optimization_suggestions: [] } as AnalysedCode['result'];
const analysed: AnalysedCode = { code: 'x = 1', language: 'python', result };

describe('practice rules', () => {
  it('needs code before analysis', () => {
    expect(canAnalyze('   \n')).toEqual({ ok: false, reason: 'needCode' });
    expect(canAnalyze('x = 1')).toEqual({ ok: true });
  });
  it('needs an analysis of this very code before submit', () => {
    expect(canSubmit(null, 'x = 1', 'python')).toEqual({ ok: false, reason: 'needAnalysis' });
    expect(canSubmit(analysed, 'x = 2', 'python')).toEqual({ ok: false, reason: 'staleAnalysis' });
    expect(canSubmit(analysed, 'x = 1', 'java')).toEqual({ ok: false, reason: 'staleAnalysis' });
    expect(canSubmit(analysed, 'x = 1', 'python')).toEqual({ ok: true, analysisId: 'a1' });
  });
});

describe('drafts', () => {
  it('are keyed per user, problem and language and round-trip', () => {
    const key = draftKey('u1', 'p1', 'python');
    expect(key).toBe('draft:u1:p1:python');
    writeDraft(key, 'print(1)', 42);
    expect(readDraft(key)).toEqual({ code: 'print(1)', savedAt: 42 });
    expect(readDraft(draftKey('u2', 'p1', 'python'))).toBeNull();
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
  });
  it('ignore corrupt entries', () => {
    localStorage.setItem('draft:u:p:go', '{not json');
    expect(readDraft('draft:u:p:go')).toBeNull();
  });
});

describe('sanitizeDescription', () => {
  it('drops scripts, handlers and javascript: links', () => {
    const html = sanitizeDescription('<p>a</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>');
    expect(html).toContain('<p>a</p>');
    expect(html).not.toMatch(/script|onerror|javascript:/i);
  });
});

describe('stripEventHandlers', () => {
  it('removes handlers inside tags only', () => {
    expect(stripEventHandlers('<img src=x onerror="alert(1)"><p onclick=go()>a onload=b</p>')).toBe('<img src=x><p>a onload=b</p>');
  });
});
