// Stands in for monaco-editor/esm/vs/editor/browser/viewParts/rulersGpu/rulersGpu.js (see gpu.js).
export { RulersGpu } from './gpu.js';
