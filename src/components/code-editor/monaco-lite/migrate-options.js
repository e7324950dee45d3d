// Stands in for monaco-editor/esm/vs/editor/browser/config/migrateOptions.js: rewrites option names and values that
// older Monaco versions accepted (`renderWhitespace: true`, `hover: true`…) into today's. Safe: the app's only
// editor (code-editor-impl.tsx) passes current options only.
export class EditorSettingMigration {
  static items = [];
}
export function migrateOptions() {}
