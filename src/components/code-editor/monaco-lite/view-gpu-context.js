// Stands in for monaco-editor/esm/vs/editor/browser/gpu/viewGpuContext.js (see gpu.js).
export { ViewGpuContext } from './gpu.js';
