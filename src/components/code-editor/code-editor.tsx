// A code editor (Monaco) that follows the app theme. Monaco is the app's biggest download (~420 KB gzip), and
// what a page is for (a problem's statement) must not wait for it: the editor's box first holds a plain text
// area of the same size, in which code can already be typed or pasted; Monaco starts loading once that has been
// painted (at once if someone points at or focuses the box), and takes over with the text, the selection and
// the focus when it is ready. Importing this module costs nothing until a CodeEditor is rendered.
import { lazy, Suspense, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type * as Monaco from 'monaco-editor';
import { nextPaint, useAfterPaint } from '@/lib/use-after-paint';
import { usePreferences } from '@/lib/preferences';
import type { CodeEditorHandle, CodeEditorProps } from './code-editor-props';
import './code-editor.css';

export type { CodeEditorHandle, CodeEditorProps };

// Monaco's code evaluates in steps, each in a task of its own after a paint: a module graph evaluates in one go,
// and all of Monaco at once is one long task, during which the page cannot answer a key or a click. Each step
// is a part the next one builds on: base and text model, view model, editor widget, standalone editor and its
// services, then the editing features and languages with the React side (code-editor-impl.tsx).
const CodeEditorImpl = lazy(async () => {
  await import('monaco-editor/editor/common/model/textModel');
  await nextPaint();
  await import('monaco-editor/editor/common/viewModel/viewModelImpl');
  await nextPaint();
  await import('monaco-editor/editor/browser/widget/codeEditor/codeEditorWidget');
  await nextPaint();
  await import('./monaco-lite/editor-api');
  await nextPaint();
  return import('./code-editor-impl');
});

/** Line and column (1-based, as Monaco counts) of an offset in a text area's value. */
function positionAt(text: string, offset: number) {
  const lines = text.slice(0, offset).split('\n');
  return { lineNumber: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** The offsets where a line's text starts (after its indentation) and where the line starts, in a text area's value. */
function lineStart(text: string, line: number) {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const next = text.indexOf('\n', start);
    if (next < 0) break;
    start = next + 1;
  }
  let first = start;
  while (text[first] === ' ' || text[first] === '\t') first++;
  return { start, first };
}

/** Monaco's key for its "Tab moves focus" mode (Ctrl+M; Ctrl+Shift+M on a Mac). */
const isTabFocusKey = (event: KeyboardEvent) => event.ctrlKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'm';

export function CodeEditor({ ref, ...props }: CodeEditorProps) {
  const { value, onChange, readOnly = false, height, ariaLabel, onMount } = props;
  const { tabSize } = usePreferences();
  const [reached, setReached] = useState(false);
  const wanted = useAfterPaint(true) || reached;
  const [ready, setReady] = useState(false);
  const placeholder = useRef<HTMLTextAreaElement>(null);
  /** Ctrl+M pressed in the text area: Monaco gets it too, so that Tab goes on moving focus. */
  const tabMovesFocus = useRef(false);
  /** The editor that takes the focus from the text area once the text area is gone. */
  const takesFocus = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  /** Monaco, once it has taken over. */
  const editor = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const box = useRef<HTMLDivElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      goToLine(line) {
        // The box into the window first: the learner may have scrolled down to the analysis that names the line.
        box.current?.scrollIntoView({ block: 'nearest' });
        const instance = editor.current;
        const model = instance?.getModel();
        if (instance && model) {
          const lineNumber = Math.min(Math.max(1, line), model.getLineCount());
          const column = Math.max(1, model.getLineFirstNonWhitespaceColumn(lineNumber));
          instance.setPosition({ lineNumber, column });
          instance.revealLineInCenter(lineNumber);
          instance.focus();
          return;
        }
        const area = placeholder.current;
        if (!area) return;
        const { start, first } = lineStart(area.value, line);
        area.focus();
        area.setSelectionRange(first, first);
        // The line in the middle of the box, as Monaco shows it.
        const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 19;
        const row = area.value.slice(0, start).split('\n').length - 1;
        area.scrollTop = Math.max(0, row * lineHeight - area.clientHeight / 2);
      },
    }),
    [],
  );

  const handleMount: CodeEditorProps['onMount'] = (instance, monaco) => {
    const area = placeholder.current;
    if (area && document.activeElement === area) {
      const start = positionAt(area.value, area.selectionStart);
      const end = positionAt(area.value, area.selectionEnd);
      instance.setSelection({ startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: end.lineNumber, endColumn: end.column });
      instance.revealRangeInCenterIfOutsideViewport(instance.getSelection()!);
      takesFocus.current = instance;
    }
    editor.current = instance;
    onMount?.(instance, monaco);
    setReady(true);
  };

  // In the commit that removes the text area, before anything else can run: no key is lost on the way.
  useLayoutEffect(() => {
    const instance = takesFocus.current;
    if (!ready || !instance) return;
    takesFocus.current = null;
    instance.focus();
    if (tabMovesFocus.current) instance.trigger('keyboard', 'editor.action.toggleTabFocusMode', null);
  }, [ready]);

  return (
    <div ref={box} className="code-editor" data-testid="code-editor">
      {!ready && (
        <textarea
          ref={placeholder}
          className="code-editor__placeholder"
          style={{ height, tabSize }}
          value={value}
          onChange={(event) => onChange?.(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (isTabFocusKey(event)) tabMovesFocus.current = !tabMovesFocus.current;
          }}
          onPointerEnter={() => setReached(true)}
          onFocus={() => setReached(true)}
          readOnly={readOnly}
          aria-label={ariaLabel}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
        />
      )}
      {wanted && (
        // Under the text area, hidden but laid out (Monaco measures its box), until it is ready.
        <div className={ready ? 'code-editor__monaco' : 'code-editor__monaco code-editor__monaco--loading'} aria-hidden={!ready} inert={!ready}>
          <Suspense fallback={null}>
            <CodeEditorImpl {...props} onMount={handleMount} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
