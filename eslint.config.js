import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// Every folder in src/web/features, read when ESLint loads this file, so a new feature is covered
// without touching the config.
const FEATURES_DIR = 'src/web/features';
const features = fs
  .readdirSync(path.join(root, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

// Features do not import each other, so each can change alone: one zone per feature,
// forbidding every other feature's folder.
const featureZones = features
  .map((feature) => ({
    target: `./${FEATURES_DIR}/${feature}`,
    from: features
      .filter((other) => other !== feature)
      .map((other) => `./${FEATURES_DIR}/${other}`),
    message:
      'Features do not import each other. Move what both ' +
      'need to src/web/components, src/web/hooks, src/web/lib or src/web/themes, or compose the ' +
      'features in src/web/app.',
  }))
  .filter((zone) => zone.from.length > 0);

// Server modules import one way: a module may import only the modules before it in this list,
// so each concept has one owner and no module reaches back into one built on it. A module that
// needs one further down takes it as a plugin option from app.ts instead.
const SERVER_MODULES_DIR = 'src/server/modules';
const SERVER_MODULES = [
  'audit',
  'settings',
  'auth',
  'themes',
  'places',
  'health',
  'media',
  'recommended-items',
  'feedback',
  'gift-ideas',
  'promo-codes',
  // The card itself: its row, the owner's editing, the guest's view of it.
  'cards',
  // Co-hosts: family the owner asks to help (Pengurus, Penyambut); the card guard reads them.
  'card-hosts',
  'music',
  'salam-kaut',
  // The card's photos (its gallery).
  'card-photos',
  // The sale: bills, providers, notices, refunds, and the one place a card is activated.
  'payments',
  // Publishing a draft: a new card, priced, sold at once when nothing is left to pay.
  'publish',
  // The RSVP and its change stream.
  'rsvps',
  // The guest list: parties, their personal links and a party's answer.
  'guests',
  // Passes, check-ins and ushers.
  'door',
  // How many opened each card: counted by the card page, read by the card home and staff.
  'card-opens',
  // The guest's card page, greeting a listed party by name.
  'card-page',
  'admin',
];
const unlistedModules = fs
  .readdirSync(path.join(root, SERVER_MODULES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SERVER_MODULES.includes(entry.name))
  .map((entry) => entry.name);
if (unlistedModules.length > 0) {
  throw new Error(
    `eslint.config.js: place ${unlistedModules.join(', ')} in SERVER_MODULES, after the ` +
      'modules it imports.',
  );
}
const serverModuleZones = SERVER_MODULES.map((module, index) => ({
  target: `./${SERVER_MODULES_DIR}/${module}`,
  from: SERVER_MODULES.slice(index + 1).map((later) => `./${SERVER_MODULES_DIR}/${later}`),
  message:
    `Server modules import one way: ${module} may import only the modules before it in ` +
    'SERVER_MODULES (eslint.config.js). Move what both need down to the earlier module, or ' +
    'have app.ts pass it in as a plugin option.',
})).filter((zone) => zone.from.length > 0);

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
    settings: {
      // Resolve imports as TypeScript and Vite do, so the import-x rules see through the
      // `@shared/*`, `@server/*` and `@web/*` aliases (tsconfig.json "paths").
      'import-x/resolver-next': [
        createNodeResolver({
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
          extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json', '.node'],
          conditionNames: ['types', 'import', 'default'],
        }),
      ],
      // Files import-x reads to follow imports (no-cycle): TypeScript too, not only .js.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Code flows one way: shared → server, and shared → components → features → app.
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
              target: ['./src/shared', './src/server', './src/web'],
              from: './src/tools',
              message: 'src/tools holds development tools; the service does not import them.',
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
            ...featureZones,
            ...serverModuleZones,
          ],
          basePath: root,
        },
      ],
    },
  },
  {
    // No import cycles anywhere in src/ (type-only imports do not count: they vanish at build).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
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
            {
              group: forbidden,
              message: 'This layer may not import that one (see docs/development.md).',
            },
          ],
        },
      ],
    },
  })),
  {
    // The guest card's script carries only its page's words (the page data): it never imports
    // the card's catalogue, which the server reads and embeds. (Overrides the web rule above, so
    // it repeats it.)
    files: [
      'src/web/features/card/**/*.{ts,tsx}',
      'src/web/themes/**/*.{ts,tsx}',
      'src/web/components/card-panels/**/*.{ts,tsx}',
      'src/web/components/pass/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@server/*'],
              message: 'This layer may not import that one (see docs/development.md).',
            },
            {
              group: ['@shared/i18n/card/*', '**/i18n/card/*.json', '@web/i18n/site-card-words'],
              message:
                'The guest card reads its words through useCardWords: its entry loads its language’s chunk (utils/card-catalogue.ts), never the whole catalogue.',
            },
          ],
        },
      ],
    },
  },
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
