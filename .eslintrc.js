// One-way layering (../shared/design/architecture.md): lib, components -> features -> shell, app.
// Features may use the typed hooks and the store types from app; nothing below reaches upward.
const upward = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

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
    'import/no-cycle': 'off',
    'import/no-duplicates': 'error',
    'import/order': ['error', { groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'type'], 'newlines-between': 'never', alphabetize: { order: 'asc', caseInsensitive: true } }],
    'import/no-restricted-paths': ['error', {
      zones: [
        upward('./src/lib', './src/components', 'lib is the bottom layer.'),
        upward('./src/lib', './src/features', 'lib must not import features.'),
        upward('./src/lib', './src/shell', 'lib must not import the shell.'),
        upward('./src/lib', './src/app', 'lib must not import app.'),
        upward('./src/lib', './src/boot', 'lib must not import boot.'),
        upward('./src/components', './src/features', 'components must not import features.'),
        upward('./src/components', './src/shell', 'components must not import the shell.'),
        upward('./src/components', './src/app', 'components must not import app.'),
        upward('./src/features', './src/shell', 'features must not import the shell.'),
        upward('./src/features', './src/app', 'features may only use app/hooks and app/store.', ['./hooks.ts', './store.ts']),
        upward('./src', './server', 'The storefront never imports the backend: it talks to it over HTTP.'),
        upward('./src', './test', 'Source never imports tests.'),
      ],
    }],
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
    // graphql (and app.ts, http) -> domain modules (cart, sales, gateway, security) -> repositories -> db.
    // Its own block so the storefront's zones above can change without touching it; server files have no src zones.
    {
      files: ['server/src/**/*.ts'],
      rules: {
        'import/no-restricted-paths': ['error', {
          zones: [
            {
              target: ['./server/src/{cart,sales,gateway,security,repositories,db,seed,lib,i18n,media,http}/**'],
              from: './server/src/graphql',
              message: 'Only the GraphQL layer knows GraphQL: domain modules throw their own errors, resolvers map them.',
            },
            {
              target: ['./server/src/{repositories,db,lib}/**'],
              from: ['./server/src/{cart,sales,gateway,security,http}/**'],
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
