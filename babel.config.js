// Babel turns our TypeScript and JSX into what the browsers in browserslist understand.
// Type checking is tsc's job (npm run typecheck); Babel only strips the types.
//
// babel-plugin-graphql-tag compiles every gql`…` from '@apollo/client' into its document at build
// time, so the browser neither parses queries nor loads the GraphQL parser. It keeps a template's own
// definitions and appends the interpolated documents' ones: a document interpolates fragment
// documents only (never text) and only at its end. test/unit/lib/graphql/precompiled.test.ts checks
// that every document compiles to the one gql builds at run time (the plugin only logs its errors).
//
// Each document is compiled as the build's target backend receives it (COMMERCE_SCHEMA, resolved by
// webpack.config.js into the SDL file COMMERCE_SCHEMA_FILE): @brand parts the target lacks are left
// out (src/build/graphql/documentForTarget.ts), and the document's loc (its source text again) too.
const { targetDocumentTransform } = require('tsx/cjs/api').require('./src/build/graphql/babelTransform.ts', __filename);

const targetSchema = process.env.COMMERCE_SCHEMA_FILE || '';

module.exports = {
  plugins: [
    // targetSchema is not read by the plugin: it keys babel-loader's cache by the target.
    ['babel-plugin-graphql-tag', { transform: targetDocumentTransform(targetSchema || undefined), targetSchema }],
  ],
  presets: [
    ['@babel/preset-env', { bugfixes: true, useBuiltIns: false }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
  ],
};
