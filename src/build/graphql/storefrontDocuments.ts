import fs from 'node:fs';
import path from 'node:path';
import { gqlPluckFromCodeStringSync } from '@graphql-tools/graphql-tag-pluck';
import { type DocumentNode, parse } from 'graphql';

// Build time: every gql template in src/, read from the sources (as GraphQL Code Generator reads them),
// so that checks of the whole set do not depend on what the bundler happened to compile.

const srcDir = path.resolve(__dirname, '../..');

export interface Template {
  /** Path relative to the repository root. */
  file: string;
  document: DocumentNode;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'build' && dir === srcDir ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every gql`…` template of the storefront (interpolated fragments are other templates). */
export function storefrontTemplates(): Template[] {
  return sourceFiles(srcDir).flatMap((file) => {
    const code = fs.readFileSync(file, 'utf8');
    if (!code.includes('gql`')) return [];
    const relative = path.relative(path.resolve(srcDir, '..'), file);
    return gqlPluckFromCodeStringSync(file, code, {
      modules: [{ name: '@apollo/client', identifier: 'gql' }],
      skipIndent: true,
    }).map((source) => ({ file: relative, document: parse(source.body) }));
  });
}
