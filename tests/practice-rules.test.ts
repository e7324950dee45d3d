import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from '@/features/practice/drafts';
import { sanitizeDescription, stripEventHandlers, stripParseTimeEffects } from '@/features/practice/sanitize';
import { canAnalyze, canSubmit, type AnalysedCode } from '@/features/practice/submit-rules';

const result = { analysis_id: 'a1', analyzed_at: '2026-11-20T00:00:00Z', score: 4, time_complexity: 'O(n)', space_complexity: 'O(n)', feedback: 'ok', optimization_suggestions: [], estimate: { precision: 'full' }, complexity_claims: [] } as AnalysedCode['result'];
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
  it('drops <template> and opens links and map areas in a new tab without an opener', () => {
    const html = sanitizeDescription('<template><img src=x></template><a href="https://leetcode.com/">a</a><map name=m><area href="https://leetcode.com/"></map>');
    expect(html).not.toContain('template');
    expect(html.match(/target="_blank"/g)).toHaveLength(2);
    expect(html.match(/rel="noopener noreferrer"/g)).toHaveLength(2);
  });
});

describe('stripEventHandlers', () => {
  it('removes handlers inside tags only', () => {
    expect(stripEventHandlers('<img src=x onerror="alert(1)"><p onclick=go()>a onload=b</p>')).toBe('<img src=x><p>a onload=b</p>');
  });
  it('finds handlers after a slash, right after a quoted value, and after a quoted `>`', () => {
    expect(stripEventHandlers('<img/src/onerror=go()>')).toBe('<img/src/>');
    expect(stripEventHandlers('<img src="x"onerror=go()>')).toBe('<img src="x">');
    expect(stripEventHandlers('<img title="a>b" src OnError=go()>')).toBe('<img title="a>b" src>');
    expect(stripEventHandlers('<svg/onload=go()//')).toBe('<svg/onload=go()//'); // no tag end: the parser drops it anyway
  });
});

describe('stripParseTimeEffects', () => {
  it('also drops <base>, whose href the CSP checks as soon as it is parsed', () => {
    expect(stripParseTimeEffects('<p>a</p><BASE href="javascript:go()//"><base/href=x>b')).toBe('<p>a</p>b');
  });
});
