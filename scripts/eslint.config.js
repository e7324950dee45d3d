// ESLint for the whole project (run from the top level: `npm run lint`).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import regexp from 'eslint-plugin-regexp';
import noTypeImportCycle from './eslint-rules/no-type-import-cycle.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FEATURES = readdirSync(new URL('../src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The client's layers (docs: README "How it is built"): code flows one way, shared (api → lib/components/auth)
 * → features → app. Each zone names the folder whose files may not import from `from`.
 */
const LAYERS = [
  {
    target: './src/api',
    from: ['./src/features', './src/app', './src/auth', './src/components'],
    message: 'src/api is the bottom layer (the client and the query layer): it imports nothing of the screens.',
  },
  {
    target: ['./src/components', './src/lib'],
    from: ['./src/features', './src/app'],
    message: 'Shared code must not depend on a feature or on the app shell: pass what it needs in, or move it down here.',
  },
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what both need down into src/api, src/components or src/lib.',
  })),
  { target: './src/features', from: './src/app', message: 'Features never import the app shell (router, guards, layout): what both need lives in src/lib.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/api/schema.d.ts', 'src/api/*.gen.ts', 'test-results/**', '.cache/**', '.screenshots/**', 'server/db/migrations/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hook rules; the React Compiler rules of the plugin's newer presets are for code that the
      // compiler builds, which this project does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: ['@blueprintjs/icons', '@blueprintjs/core'].map((name) => ({
            name,
            importNames: ['IconNames'],
            message: 'vite.config.ts replaces IconNames with an empty table (first-load size); write the icon name as a string.',
          })),
        },
      ],
    },
  },
  {
    // No import circles in src/ or server/ (eslint-plugin-import-x, resolving `@/` through tsconfig.json), counting
    // type-only imports too (the local rule): a circle ties its modules into one, whatever kind its links are.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX, local: { rules: { 'no-type-import-cycle': noTypeImportCycle } } },
    settings: {
      // Without these, import-x reads no imported TypeScript file and no-cycle sees no edges.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'], tsconfig: { configFile: `${ROOT}tsconfig.json` } }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-type-import-cycle': 'error',
    },
  },
  {
    // The server reads untrusted text (pasted code up to 100,000 characters, request fields): no regular expression
    // there may take more than linear time on it — neither by backtracking (`(a+)+`, `(\[ [^=]*\] )+=`) nor by
    // being tried at every position of a long input (`a+b` unanchored on "aaaa…").
    files: ['server/**/*.{ts,mjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // The layering of src/.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: LAYERS }],
    },
  },
  {
    // No literal UI text in components: visible JSX text and the attributes people read or hear go through
    // i18next (ids, class names and keys inside expressions are not UI text).
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^(title|aria-label|placeholder|alt|label|text|helperText)$/] > Literal[value=/[A-Za-z\\u4e00-\\u9fa5]/]',
          message: 'User-facing attribute text must come from i18next (t()).',
        },
        {
          selector: "JSXOpeningElement[name.name='Tag']:not(:has(JSXAttribute[name.name='multiline']))",
          message:
            "Give Blueprint's Tag `multiline`: an ellipsised Tag measures its text in a layout effect, which forces a layout in the middle of every render that shows it (page loads, long lists); our labels are short, and a long one should wrap, not hide its end.",
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs}', 'e2e/**/*.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', sessionStorage: 'readonly', localStorage: 'readonly', window: 'readonly', PerformanceObserver: 'readonly' } },
  },
  {
    // index.html's inline script: browser code, shipped as written.
    files: ['src/start-preload.js'],
    languageOptions: { globals: { document: 'readonly', localStorage: 'readonly', location: 'readonly' } },
  },
);
