// Architecture (../shared/design/architecture.md), enforced by the zones below:
//   lib, components -> shared -> features -> shell, app     (boot: the early script; pwa: the service worker)
// - src/shared: the domain helpers several features use (the store table and rules, the catalogue's
//   config and URLs, prices, SEO). It may use lib, components and app's typed hooks, never a feature.
// - A feature (src/features/X) is used from outside it only through its public entries:
//     index.ts   what it offers on purpose (actions and slices, thunks, hooks, components, types);
//     early.ts   what the early-request script and the build read: documents and pure helpers, no React,
//                no CSS (kept apart so the inlined early script and the build never load the feature);
//     *Page.tsx  its routed pages, loaded with import() by the route table (each is a chunk of its own);
//                a static import of another feature's page is refused (no-restricted-syntax below);
//     *.gql.ts   its GraphQL documents, whose fragments other documents spread: imported from the module
//                that defines them, as the build precompiles a document only by following its imports
//                to the gql tags themselves (test/unit/lib/graphql/precompiled.test.ts).
//   Inside a feature, files import each other directly, never through their own index.
// - import/no-cycle: features depend on each other one way. What two need both ways moves down to
//   src/shared, or one reacts to the other's actions (extraReducers on the exported action creators).
// - src/features/package.json marks the features' modules free of side effects but their CSS, so an
//   entry's unused re-exports are left out of the bundles (the first load stays as it was).
const fs = require('node:fs');
const path = require('node:path');

const FEATURES = fs.readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const OUTSIDE_FEATURES = fs.readdirSync(path.join(__dirname, 'src')).filter((name) => name !== 'features').map((name) => `./src/${name}`);

/**
 * The layers: which folders of src each folder may import besides itself (the picture at the top of this file).
 * 'app-hooks' is app's typed hooks and store type, all that the layers below the shell may use of app. A
 * feature uses another only through its public entries (featureZone); boot reads features only through early.ts.
 */
const MAY_IMPORT = {
  lib: [],
  components: ['lib'],
  shared: ['lib', 'components', 'app-hooks'],
  features: ['lib', 'components', 'shared', 'app-hooks'],
  pwa: ['lib', 'shared'],
  boot: ['lib', 'shared', 'features', 'shell'],
  build: ['lib', 'shared', 'pwa'],
  shell: ['lib', 'components', 'shared', 'features', 'pwa', 'app'],
  app: ['lib', 'components', 'shared', 'features', 'pwa', 'shell', 'boot'],
};
const SRC_FOLDERS = fs.readdirSync(path.join(__dirname, 'src'), { withFileTypes: true }).filter((d) => d.isDirectory() && d.name !== 'styles').map((d) => d.name);
const unlisted = SRC_FOLDERS.filter((name) => !(name in MAY_IMPORT));
if (unlisted.length > 0) throw new Error(`.eslintrc.js: give src/${unlisted.join(', src/')} a row in MAY_IMPORT.`);

/** One zone per folder a layer may not import (app: all of it but hooks.ts and store.ts where 'app-hooks' is listed). */
const layerZones = Object.entries(MAY_IMPORT).flatMap(([layer, allowed]) =>
  SRC_FOLDERS.filter((other) => other !== layer && !allowed.includes(other)).map((other) => ({
    target: `./src/${layer}`,
    from: `./src/${other}`,
    message: `src/${layer} may import ${allowed.join(', ') || 'nothing outside itself'} (MAY_IMPORT in .eslintrc.js), not src/${other}.`,
    ...(other === 'app' && allowed.includes('app-hooks') ? { except: ['./hooks.ts', './store.ts'] } : {}),
  })),
);

/** Everything outside features/NAME may import only its public entries. */
const featureZone = (name) => ({
  target: [...OUTSIDE_FEATURES, ...FEATURES.filter((other) => other !== name).map((other) => `./src/features/${other}`)],
  from: `./src/features/${name}/**`,
  except: [`${__dirname}/src/features/${name}/{index,early}.ts`, `${__dirname}/src/features/${name}/**/*Page.tsx`, `${__dirname}/src/features/${name}/**/*.gql.ts`],
  message: `Use features/${name} through its public entry: index.ts (early.ts for the early script), pages by import().`,
});

// A static import of another feature's page (esquery regexes take no '/': \x2F is one).
const OTHER_FEATURES_PAGE = `/^(\\.\\.\\x2F)+(features\\x2F)?(${FEATURES.join('|')})\\x2F(.+\\x2F)?[A-Z]\\w*Page$/`;
const PAGE_MESSAGE = "Another feature's page is loaded with import() by the route table; share what it uses through its index.ts.";

module.exports = {
  root: true,
  env: { es2022: true },
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react', 'react-hooks', 'jsx-a11y', 'import'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
    'plugin:react-hooks/recommended',
    'plugin:jsx-a11y/strict',
    'plugin:import/recommended',
    'plugin:import/typescript',
  ],
  settings: {
    react: { version: 'detect' },
    'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
  },
  ignorePatterns: ['dist/', 'dist-flagged/', 'dist-stock/', 'node_modules/', 'test/artifacts/', 'bench-results/', 'server/data/'],
  rules: {
    '@typescript-eslint/no-explicit-any': 'error',
    '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': 'allow-with-description', 'ts-expect-error': 'allow-with-description' }],
    'import/no-cycle': 'error',
    'import/no-duplicates': 'error',
    'import/order': ['error', { groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'type'], 'newlines-between': 'never', alphabetize: { order: 'asc', caseInsensitive: true } }],
    'import/no-restricted-paths': ['error', {
      zones: [
        ...layerZones,
        { target: './src', from: './server', message: 'The storefront never imports the backend: it talks to it over HTTP.' },
        { target: './src', from: './test', message: 'Source never imports tests.' },
        ...FEATURES.map(featureZone),
        {
          target: './src/boot',
          from: './src/features/**',
          except: [`${__dirname}/src/features/*/early.ts`],
          message: 'The early script and the build read a feature only through its early.ts (no React, no CSS).',
        },
      ],
    }],
    'no-restricted-syntax': ['error',
      { selector: `ImportDeclaration[source.value=${OTHER_FEATURES_PAGE}]`, message: PAGE_MESSAGE },
      { selector: `ExportNamedDeclaration[source.value=${OTHER_FEATURES_PAGE}]`, message: PAGE_MESSAGE },
      { selector: `ExportAllDeclaration[source.value=${OTHER_FEATURES_PAGE}]`, message: PAGE_MESSAGE },
      // A state setter as a callback ref sets state while React commits: the component renders again at once,
      // in one blocking piece with all it contains (the shell did so on every first load).
      {
        selector: "JSXAttribute[name.name='ref'] > JSXExpressionContainer > Identifier[name=/^set[A-Z]/]",
        message: 'A state setter as a ref renders its component again during the commit; use a ref object, or a callback ref that does its work itself (components/focusRescueRef.ts).',
      },
    ],
    // Spec §6 hide-price: every amount is written by components/Price (moneyText, <Money>, <Price>), which knows
    // whether this shopper may see prices; nothing else formats money.
    'no-restricted-imports': ['error', {
      patterns: [{ group: ['**/format/money'], importNames: ['formatMoney'], message: 'Show amounts with moneyText, <Money> or <Price> from components/Price (hide-price aware).' }],
    }],
    'react/prop-types': 'off',
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
  },
  overrides: [
    { files: ['src/**/*.{ts,tsx}'], env: { browser: true } },
    {
      files: ['*.js', 'server/**/*.ts', 'test/**/*.{ts,tsx,mts}'],
      env: { node: true },
      rules: { 'no-console': 'off' },
    },
    { files: ['*.js'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
    { files: ['src/components/Price.tsx', 'test/**/*.{ts,tsx,mts}'], rules: { 'no-restricted-imports': 'off' } },
    // ─── Server layers (server/README.md › Layers) ─────────────────────────────────────────────────────────────
    // graphql (and app.ts, http) -> domain modules (cart, sales, gateway, security, recaptcha) -> repositories -> db.
    // Its own block so the storefront's zones above can change without touching it; server files have no src zones.
    {
      files: ['server/src/**/*.ts'],
      rules: {
        'import/no-restricted-paths': ['error', {
          zones: [
            {
              target: ['./server/src/{cart,sales,gateway,security,recaptcha,repositories,db,seed,lib,i18n,media,http}/**'],
              from: './server/src/graphql',
              message: 'Only the GraphQL layer knows GraphQL: domain modules throw their own errors, resolvers map them.',
            },
            {
              target: ['./server/src/{repositories,db,lib}/**'],
              from: ['./server/src/{cart,sales,gateway,security,recaptcha,http}/**'],
              message: 'Repositories read and write tables; domain modules call them, never the other way.',
            },
            {
              target: './server/src/cart',
              from: './server/src/sales',
              message: 'sales builds on cart (a cart becomes an order), never the reverse.',
            },
            {
              target: './server/src/lib',
              from: ['./server/src/{repositories,db,seed}/**'],
              message: 'lib holds plain helpers with no data access.',
            },
          ],
        }],
      },
    },
  ],
};
