// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { AFTER_FIRST_PAINT, CHUNK_NAMES, EARLY_PAGES } from '../../../src/build/chunkNames';

const root = path.resolve(__dirname, '../../../src');

const sources = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const full = path.join(dir, entry.name);
  if (entry.isDirectory()) return sources(full);
  return /\.tsx?$/.test(entry.name) ? [full] : [];
});

/** Every chunk name written in a webpackChunkName comment, with the files that write it. */
const written = new Map<string, string[]>();
for (const file of sources(root)) {
  for (const match of fs.readFileSync(file, 'utf8').matchAll(/webpackChunkName:\s*"([^"]+)"/g)) {
    const name = match[1] ?? '';
    written.set(name, [...(written.get(name) ?? []), path.relative(root, file)]);
  }
}

describe('the chunk-name manifest (src/build/chunkNames.ts)', () => {
  it('lists every webpackChunkName of src/, and nothing that no import names', () => {
    expect([...written.keys()].filter((name) => !CHUNK_NAMES.includes(name as never)), 'named in src/ but missing from the manifest').toEqual([]);
    expect(CHUNK_NAMES.filter((name) => !written.has(name)), 'in the manifest but named by no import').toEqual([]);
  });

  it('gives each chunk one role', () => {
    expect(new Set(CHUNK_NAMES).size).toBe(CHUNK_NAMES.length);
    expect(EARLY_PAGES.length + AFTER_FIRST_PAINT.length).toBeGreaterThan(0);
  });
});
