// ESLint for the whole project (run from the top level: `npm run lint`).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';

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
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', sessionStorage: 'readonly', localStorage: 'readonly', window: 'readonly', PerformanceObserver: 'readonly' } },
  },
);
