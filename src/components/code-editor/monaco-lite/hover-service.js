// Stands in for monaco-editor/esm/vs/platform/hover/browser/hoverService.js: Monaco's hover widget (~6 KB gzip) is
// replaced by the browser's own tooltip, the element's title attribute.
// Safe: in the editor the app ships, hovers are only the tooltips of the find widget's buttons and toggles
// ("Match Case (Alt+C)"…); there are no language hovers, so nothing needs more than a line of text. Those
// elements keep their aria-labels; the text is still shown, as a native tooltip.
import { registerSingleton } from 'monaco-editor/platform/instantiation/common/extensions';
// The real module imports every colour module for its side effects (colour registrations the themes' CSS
// variables come from); so does this one.
import 'monaco-editor/platform/theme/common/colorUtils';
import 'monaco-editor/platform/theme/common/colors/baseColors';
import 'monaco-editor/platform/theme/common/colors/chartsColors';
import 'monaco-editor/platform/theme/common/colors/editorColors';
import 'monaco-editor/platform/theme/common/colors/inputColors';
import 'monaco-editor/platform/theme/common/colors/listColors';
import 'monaco-editor/platform/theme/common/colors/menuColors';
import 'monaco-editor/platform/theme/common/colors/minimapColors';
import 'monaco-editor/platform/theme/common/colors/miscColors';
import 'monaco-editor/platform/theme/common/colors/quickpickColors';
import 'monaco-editor/platform/theme/common/colors/searchColors';
import { IHoverService } from 'monaco-editor/platform/hover/browser/hover';

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
