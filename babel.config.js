// Babel turns our TypeScript and JSX into what the browsers in browserslist understand.
// Type checking is tsc's job (npm run typecheck); Babel only strips the types.
//
// babel-plugin-graphql-tag compiles every gql`…` from '@apollo/client' into its document at build
// time, so the browser neither parses queries nor loads the GraphQL parser. It keeps a template's own
// definitions and appends the interpolated documents' ones: a document interpolates fragment
// documents only (never text) and only at its end. test/unit/lib/graphql/precompiled.test.ts checks
// that every document compiles to the one gql builds at run time (the plugin only logs its errors).
module.exports = {
  plugins: [
    // Without the document's loc (its source text again), which nothing reads.
    ['babel-plugin-graphql-tag', { transform: (_source, document) => ({ kind: document.kind, definitions: document.definitions }) }],
  ],
  presets: [
    ['@babel/preset-env', { bugfixes: true, useBuiltIns: false }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
  ],
};
