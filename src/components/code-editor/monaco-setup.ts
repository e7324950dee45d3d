// The parts of Monaco the app's editor loads (never from a CDN: the `monaco-editor` package is bundled). Imported
// only by code-editor-impl.tsx, which is loaded lazily, so Monaco lands in the chunks of the pages that show an
// editor and nowhere else.
//
// Size: `monaco-editor`'s main entry brings every editor feature and the TypeScript, CSS, HTML and JSON
// language services (about 1.3 MB gzip with the TypeScript worker). Learners paste code that already passed on
// LeetCode, so the editor needs syntax colouring and comfortable editing, not a language service: we take the
// few API functions the app calls (monaco-lite/editor-api.ts), every language's tokenizer (each a small chunk
// loaded when its language is first shown, so any `monaco_id` the server names works) and the editing features
// of editing-features.ts. scripts/vite-monaco-lite.mjs then lets the bundler drop what none of these reach, and
// starts no web worker: without language services nothing asks for one.

// Languages: registrations only; each tokenizer is a lazy import inside Monaco.
import 'monaco-editor/languages/definitions/register.all';

// The editor's core.
import 'monaco-editor/editor/browser/coreCommands';
import 'monaco-editor/editor/common/standaloneStrings';
import 'monaco-editor/features/codicon/register';
// Ctrl+M (Tab moves focus instead of indenting) is the keyboard's way out of the editor: it works from the first key.
import 'monaco-editor/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode';
import './editing-features';
