// Stub for monaco-editor/esm/vs/platform/list/browser/listService.js (the workbench list and tree wrappers
// and what they keep: ~10 KB gzip).
// Safe: the list service is created only when a workbench list or tree is, and the editor the app ships has
// none (they belong to quick input, suggestions, references…, which monaco-setup.ts does not load).
import { createDecorator } from '../../instantiation/common/instantiation.js';

export const IListService = createDecorator('listService');
export class ListService {
  constructor() {
    throw new Error('Monaco workbench lists are left out of this build (scripts/vite-monaco-lite.mjs)');
  }
}
