// The build marks the framework chunk for eager compilation (vite.config.ts), and `npm run report` checks that
// the chunk shipped with the mark: both read the chunk's name and the mark from here.
export const FRAMEWORK_CHUNK = 'framework';
/** V8's explicit compile hint (Chrome 136+): the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
