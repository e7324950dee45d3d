// Stands in for monaco-editor/esm/vs/editor/browser/services/contribution.js (~6 KB gzip with what only it uses),
// which every code editor imports to register two things the app's editor never uses:
// - EditorWorkerService, which starts Monaco's editor worker for link detection, word-based suggestions, diffs
//   and minimal-edit formatting: features this build leaves out (monaco-setup.ts loads no links, suggest,
//   format or diff contribution, and no loaded feature asks for the service);
// - MarkerDecorationsContribution, which makes sure validation squiggles get drawn: code-editor-impl.tsx turns
//   `renderValidationDecorations` off and the app sets no markers.
export {};
