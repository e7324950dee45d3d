// A code editor (Monaco) that follows the app theme. Monaco is big, so it is loaded lazily: importing this
// module costs nothing until a CodeEditor is actually rendered.
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/states';
import type { CodeEditorProps } from './code-editor-props';

export type { CodeEditorProps };

const CodeEditorImpl = lazy(() => import('./code-editor-impl'));

export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height }}><LoadingState /></div>}>
      <CodeEditorImpl {...props} />
    </Suspense>
  );
}
