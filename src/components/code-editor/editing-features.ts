// Monaco's editing features: the subset of editor.main.js a code box needs. Each module registers an editor
// contribution (or actions) when it loads, and an editor gets the contributions registered by the time it is
// created, so these load before the editor is (monaco-setup.ts).
// Typing, cursor movement, selection, undo and clipboard are Monaco's core.
import 'monaco-editor/editor/contrib/bracketMatching/browser/bracketMatching';
import 'monaco-editor/editor/contrib/clipboard/browser/clipboard';
import 'monaco-editor/editor/contrib/comment/browser/comment';
import 'monaco-editor/editor/contrib/cursorUndo/browser/cursorUndo';
// Find: the controller only; its widget loads on the editor's first focus or the first Ctrl+F
// (monaco-lite/find-widget-lazy.js).
import 'monaco-editor/editor/contrib/find/browser/findController';
import 'monaco-editor/editor/contrib/folding/browser/folding';
import 'monaco-editor/editor/contrib/indentation/browser/indentation';
import 'monaco-editor/editor/contrib/linesOperations/browser/linesOperations';
import 'monaco-editor/editor/contrib/multicursor/browser/multicursor';
import 'monaco-editor/editor/contrib/readOnlyMessage/browser/contribution';
import 'monaco-editor/editor/contrib/wordOperations/browser/wordOperations';
