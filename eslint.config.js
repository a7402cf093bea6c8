import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'data', 'artifacts', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Code flows one way: shared → server, and shared → components → features → app (STYLE.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: ['./src/server', './src/web'],
              message: 'src/shared is isomorphic: it may not import server or web code.',
            },
            {
              target: './src/web',
              from: './src/server',
              message: 'The web app may not import server code; share it through src/shared.',
            },
            {
              target: './src/server',
              from: './src/web',
              message: 'The server may not import web code.',
            },
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'Features may not import the app layer.',
            },
            {
              target: './src/web/components',
              from: ['./src/web/features', './src/web/app'],
              message: 'Shared components may not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  ...[
    ['src/shared/**', ['@server/*', '@web/*']],
    ['src/web/**', ['@server/*']],
    ['src/server/**', ['@web/*']],
  ].map(([folder, forbidden]) => ({
    files: [folder],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: forbidden, message: 'This layer may not import that one (see STYLE.md).' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
