// Stands in for monaco-editor/esm/vs/editor/browser/viewParts/gpuMark/gpuMark.js (see gpu.js).
export { GpuMarkOverlay } from './gpu.js';
