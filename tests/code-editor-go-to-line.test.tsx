// The editor's handle shows a line the analysis names (the claims' "Go to line"): before Monaco has taken over, in
// the plain text area that stands in for it, the cursor goes to the start of the line's text and the area scrolls.
// (Monaco itself is not loaded here; the full-stack lane goes to a line in it.)
import { act, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeEditor, type CodeEditorHandle } from '@/components/code-editor/code-editor';

// Monaco never starts: the stand-in text area stays.
vi.mock('@/lib/use-after-paint', () => ({ useAfterPaint: () => false, nextPaint: () => new Promise<void>(() => {}) }));
vi.mock('monaco-editor/editor/common/model/textModel', () => ({}));

const CODE = 'def f(xs):\n    for x in xs:\n        for y in xs:\n            pass\n';

function setUp() {
  // jsdom lays nothing out and has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
  const ref = createRef<CodeEditorHandle>();
  render(<CodeEditor ref={ref} value={CODE} language="python" height="60px" ariaLabel="Code" />);
  return { ref, area: screen.getByRole('textbox', { name: 'Code' }) as HTMLTextAreaElement };
}

describe('goToLine in the stand-in text area', () => {
  it('focuses the area and puts the cursor where the line’s text starts', () => {
    const { ref, area } = setUp();
    act(() => ref.current!.goToLine(3));
    expect(document.activeElement).toBe(area);
    expect(area.selectionStart).toBe(CODE.indexOf('for y'));
    expect(area.selectionEnd).toBe(CODE.indexOf('for y'));
    // The editor's box is brought into the window (the learner may have scrolled down to the analysis).
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts[0]).toBe(screen.getByTestId('code-editor'));
  });

  it('scrolls the line towards the middle of the box', () => {
    const { ref, area } = setUp();
    Object.defineProperty(area, 'clientHeight', { value: 38, configurable: true });
    act(() => ref.current!.goToLine(4));
    // Three rows above it, 19 px each, less half the box.
    expect(area.scrollTop).toBe(3 * 19 - 19);
  });

  it('goes no further than the last line', () => {
    const { ref, area } = setUp();
    act(() => ref.current!.goToLine(99));
    expect(area.selectionStart).toBe(CODE.length);
  });
});
