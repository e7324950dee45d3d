// Stands in for monaco-editor/esm/vs/platform/accessibilitySignal/browser/accessibilitySignalService.js (the
// definitions of VS Code's accessibility sounds and announcements: ~1 KB gzip).
// Safe: the standalone editor registers its own signal service (standaloneServices.js), whose playSignal does
// nothing with the signal it is given; so a signal is only ever a token passed to it, which any object is.
import { createDecorator } from 'monaco-editor/platform/instantiation/common/instantiation';

export const IAccessibilitySignalService = createDecorator('accessibilitySignalService');
const tokens = () => new Proxy({}, { get: (_target, name) => ({ name: String(name) }) });
export const AccessibilitySignal = tokens();
export const Sound = tokens();
export class SoundSource {
  constructor(randomOneOf) {
    this.randomOneOf = randomOneOf;
  }
}
