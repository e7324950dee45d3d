// Stub for monaco-editor/esm/vs/features/find/register.js: the find controller only. The original also imports
// the find widget to patch it, which would load the widget with the editor; findWidget.lazy.js applies the
// same patch when the widget loads.
import '../../editor/contrib/find/browser/findController.js';
