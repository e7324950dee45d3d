// Stands in for monaco-editor/esm/vs/editor/common/services/editorWebWorker.js (diff computers and the rest of
// the editor worker's code: ~25 KB gzip). Safe: the page uses it only as a fallback when the editor worker
// cannot start, and nothing the app's editor does starts that worker (standalone-web-worker-service.js).
import { neverCreated } from './left-out.js';

export const EditorWorker = neverCreated("Monaco's in-page fallback for its editor worker");
