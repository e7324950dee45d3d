// Bundles Monaco locally (never from a CDN): @monaco-editor/react gets the `monaco-editor` package itself,
// and its web workers come from Vite's `?worker` imports. Imported only by code-editor-impl.tsx, which is
// loaded lazily, so Monaco lands in the chunks of the pages that show an editor and nowhere else.
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/language/typescript/ts.worker?worker';

// The TypeScript worker only starts when a JavaScript/TypeScript model opens (both are supported languages);
// every other language (plain tokenising, no language service) needs nothing but the editor worker.
self.MonacoEnvironment = {
  getWorker(_workerId: string, label: string) {
    if (label === 'typescript' || label === 'javascript') return new TsWorker();
    return new EditorWorker();
  },
};

loader.config({ monaco });

export { monaco };
