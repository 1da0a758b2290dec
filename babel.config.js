// Babel turns our TypeScript and JSX into what the browsers in browserslist understand.
// Type checking is tsc's job (npm run typecheck); Babel only strips the types.
module.exports = {
  presets: [
    ['@babel/preset-env', { bugfixes: true, useBuiltIns: false }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
  ],
};
