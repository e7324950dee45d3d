// Stands in for monaco-editor/esm/vs/platform/list/browser/listService.js (the workbench list and tree wrappers
// and what they keep: ~10 KB gzip).
// Safe: the list service is created only when a workbench list or tree is, and the editor the app ships has
// none (they belong to quick input, suggestions, references…, which monaco-setup.ts does not load).
import { createDecorator } from 'monaco-editor/platform/instantiation/common/instantiation';
import { leftOut, neverCreated } from './left-out.js';

export const IListService = createDecorator('listService');
export const ListService = neverCreated('Monaco workbench lists');
export const RawWorkbenchListFocusContextKey = leftOut('RawWorkbenchListFocusContextKey');
export const RawWorkbenchListScrollAtBoundaryContextKey = leftOut('RawWorkbenchListScrollAtBoundaryContextKey');
export const WorkbenchAsyncDataTree = leftOut('WorkbenchAsyncDataTree');
export const WorkbenchCompressibleAsyncDataTree = leftOut('WorkbenchCompressibleAsyncDataTree');
export const WorkbenchCompressibleObjectTree = leftOut('WorkbenchCompressibleObjectTree');
export const WorkbenchDataTree = leftOut('WorkbenchDataTree');
export const WorkbenchList = leftOut('WorkbenchList');
export const WorkbenchListDoubleSelection = leftOut('WorkbenchListDoubleSelection');
export const WorkbenchListFocusContextKey = leftOut('WorkbenchListFocusContextKey');
export const WorkbenchListHasSelectionOrFocus = leftOut('WorkbenchListHasSelectionOrFocus');
export const WorkbenchListMultiSelection = leftOut('WorkbenchListMultiSelection');
export const WorkbenchListSelectionNavigation = leftOut('WorkbenchListSelectionNavigation');
export const WorkbenchListSupportsFind = leftOut('WorkbenchListSupportsFind');
export const WorkbenchListSupportsMultiSelectContextKey = leftOut('WorkbenchListSupportsMultiSelectContextKey');
export const WorkbenchObjectTree = leftOut('WorkbenchObjectTree');
export const WorkbenchPagedList = leftOut('WorkbenchPagedList');
export const WorkbenchTable = leftOut('WorkbenchTable');
export const WorkbenchTreeElementCanCollapse = leftOut('WorkbenchTreeElementCanCollapse');
export const WorkbenchTreeElementCanExpand = leftOut('WorkbenchTreeElementCanExpand');
export const WorkbenchTreeElementHasChild = leftOut('WorkbenchTreeElementHasChild');
export const WorkbenchTreeElementHasParent = leftOut('WorkbenchTreeElementHasParent');
export const WorkbenchTreeFindOpen = leftOut('WorkbenchTreeFindOpen');
export const WorkbenchTreeStickyScrollFocused = leftOut('WorkbenchTreeStickyScrollFocused');
