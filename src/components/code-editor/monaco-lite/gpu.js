// Monaco's GPU (WebGPU) text rendering, left out (~16 KB gzip): view-gpu-context.js, view-lines-gpu.js,
// rulers-gpu.js and gpu-mark.js stand in for its four modules with these classes.
// Safe: view.js creates them only when the `experimentalGpuAcceleration` option is 'on'; its default is 'off'
// and the app never sets it.
import { neverCreated } from './left-out.js';

const gpu = (name) => neverCreated(`Monaco's GPU rendering (${name})`);
export const ViewGpuContext = gpu('ViewGpuContext');
export const ViewLinesGpu = gpu('ViewLinesGpu');
export const RulersGpu = gpu('RulersGpu');
export const GpuMarkOverlay = gpu('GpuMarkOverlay');
