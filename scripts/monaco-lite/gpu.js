// Stub for Monaco's GPU (WebGPU) text rendering: monaco-editor/esm/vs/editor/browser/gpu/viewGpuContext.js,
// viewParts/viewLinesGpu/viewLinesGpu.js, viewParts/rulersGpu/rulersGpu.js, viewParts/gpuMark/gpuMark.js
// (~16 KB gzip). One module stands for all four, so it exports each of their names.
// Safe: view.js creates these only when the `experimentalGpuAcceleration` option is 'on'; its default is
// 'off' and the app never sets it.
function leftOut() {
  throw new Error('Monaco GPU rendering is left out of this build (scripts/vite-monaco-lite.mjs)');
}
export class ViewGpuContext {
  constructor() {
    leftOut();
  }
}
export class ViewLinesGpu {
  constructor() {
    leftOut();
  }
}
export class RulersGpu {
  constructor() {
    leftOut();
  }
}
export class GpuMarkOverlay {
  constructor() {
    leftOut();
  }
}
