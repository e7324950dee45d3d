// Stub for monaco-editor/esm/vs/platform/hover/browser/hoverService.js: Monaco's hover widget (~6 KB gzip) is
// replaced by the browser's own tooltip, the element's title attribute.
// Safe: in the editor the app ships, hovers are only the tooltips of the find widget's buttons and toggles
// ("Match Case (Alt+C)"…); there are no language hovers, so nothing needs more than a line of text. Those
// elements keep their aria-labels; the text is still shown, as a native tooltip.
import { registerSingleton } from '../../instantiation/common/extensions.js';
// The real module imports every colour module for its side effects (colour registrations the themes' CSS
// variables come from); so does this one.
import '../../theme/common/colorUtils.js';
import '../../theme/common/colors/baseColors.js';
import '../../theme/common/colors/chartsColors.js';
import '../../theme/common/colors/editorColors.js';
import '../../theme/common/colors/inputColors.js';
import '../../theme/common/colors/listColors.js';
import '../../theme/common/colors/menuColors.js';
import '../../theme/common/colors/minimapColors.js';
import '../../theme/common/colors/miscColors.js';
import '../../theme/common/colors/quickpickColors.js';
import '../../theme/common/colors/searchColors.js';
import { IHoverService } from './hover.js';

/** The text of any hover content Monaco passes (a string, markdown, an element, or a function giving one). */
function textOf(content) {
  const value = typeof content === 'function' ? content() : content;
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value.textContent === 'string') return value.textContent;
  if (value.markdown !== undefined) return textOf(value.markdownNotSupportedFallback ?? value.markdown);
  if (typeof value.value === 'string') return value.value;
  if (value.content !== undefined) return textOf(value.content);
  return '';
}

function setTitle(target, content) {
  const element = target?.targetElements?.[0] ?? target;
  if (!element?.setAttribute) return;
  const text = textOf(content);
  if (text) element.setAttribute('title', text);
  else element.removeAttribute('title');
}

export class HoverService {
  showInstantHover() {
    return undefined;
  }
  showDelayedHover() {
    return undefined;
  }
  setupDelayedHover(target, options) {
    // A function gives the current text (a toggle's title changes): read it again whenever the pointer comes.
    const update = () => setTitle(target, (typeof options === 'function' ? options() : options)?.content);
    update();
    if (typeof options !== 'function' || !target.addEventListener) return { dispose() {} };
    target.addEventListener('mouseenter', update);
    return { dispose: () => target.removeEventListener('mouseenter', update) };
  }
  setupDelayedHoverAtMouse(target, options) {
    return this.setupDelayedHover(target, options);
  }
  setupManagedHover(_delegate, target, content) {
    setTitle(target, content);
    return {
      dispose() {},
      show() {},
      hide() {},
      update(next) {
        setTitle(target, next);
      },
    };
  }
  showManagedHover() {}
  hideHover() {}
  showAndFocusLastHover() {}
  dispose() {}
}

registerSingleton(IHoverService, HoverService, 1 /* InstantiationType.Delayed */);
