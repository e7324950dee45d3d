// The find/replace widget, loaded the first time the editor takes focus (rewrite 8 in
// scripts/vite-monaco-lite.mjs): its code and its inputs, toggles and action bar are ~20 KB gzip the page does
// not need to show the editor.
//
// Monaco's own features/find/register.js comes along: it loads the widget and patches it so that the buttons
// of a hidden find widget leave the tab order. (editing-features.ts loads the find controller alone, so that
// register.js, which would bring the widget, waits until now.)
import 'monaco-editor/features/find/register';

export { FindWidget } from 'monaco-editor/editor/contrib/find/browser/findWidget';
export { FindOptionsWidget } from 'monaco-editor/editor/contrib/find/browser/findOptionsWidget';
