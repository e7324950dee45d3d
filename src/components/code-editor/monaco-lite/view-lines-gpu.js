// Stands in for monaco-editor/esm/vs/editor/browser/viewParts/viewLinesGpu/viewLinesGpu.js (see gpu.js).
export { ViewLinesGpu } from './gpu.js';
