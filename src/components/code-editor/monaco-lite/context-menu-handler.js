// Stands in for monaco-editor/esm/vs/platform/contextview/browser/contextMenuHandler.js (the context-menu widget
// and its menus: ~9 KB gzip).
// Safe: the editor the app ships opens no context menu (monaco-setup.ts does not load the context-menu
// contribution, and no other loaded part has a menu button), so the menu is never shown; if asked, nothing
// opens.
export class ContextMenuHandler {
  configure() {}
  showContextMenu() {}
}
