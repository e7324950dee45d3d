// Bundles Monaco locally (never from a CDN): @monaco-editor/react gets the `monaco-editor` package itself,
// and its web worker comes from Vite's `?worker` import. Imported only by code-editor-impl.tsx, which is
// loaded lazily, so Monaco lands in the chunks of the pages that show an editor and nowhere else.
//
// Size: `monaco-editor`'s main entry brings every editor feature and the TypeScript, CSS, HTML and JSON
// language services (about 1.3 MB gzip with the TypeScript worker). Learners paste code that already passed on
// LeetCode, so the editor needs syntax colouring and comfortable editing, not a language service: we take the
// few API functions the app calls (monaco-api.ts), every language's tokenizer (each a small chunk loaded when
// its language is first shown, so any `monaco_id` the server names works) and only the editing features of
// editing-features.ts (loaded on first use). In the build, scripts/vite-monaco-lite.mjs then lets the bundler
// drop what none of these reach.
import { loader } from '@monaco-editor/react';
import { monaco } from './monaco-api';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

// Languages: registrations only; each tokenizer is a lazy import inside Monaco.
import 'monaco-editor/languages/definitions/register.all';

// The editor's core; its editing features (folding, find, comment toggling…) are editing-features.ts, loaded
// when a person first reaches for the editor.
import 'monaco-editor/editor/browser/coreCommands';
import 'monaco-editor/editor/common/standaloneStrings';
import 'monaco-editor/features/codicon/register';
// Ctrl+M (Tab moves focus instead of indenting) is the keyboard's way out of the editor: it works from the first key.
import 'monaco-editor/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode';

// Without language services only the editor worker (diffing, word ranges) is ever asked for, and none of the
// features above asks for it: the page does not start it unless something does.
self.MonacoEnvironment = {
  getWorker() {
    return new EditorWorker();
  },
};

loader.config({ monaco });

export { monaco };
