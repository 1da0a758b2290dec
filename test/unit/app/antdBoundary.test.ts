import fs from 'node:fs';
import path from 'node:path';

// antd (and its CSS-in-JS engine) must stay out of the first-load bundle and must always render inside
// AntdScope (the brand theme). Both hold when every module that imports antd is a screen or overlay
// loaded through lazyWithAntd, or code only those import. This lists the places allowed to.
const src = path.resolve(__dirname, '../../../src');
const allowed = [
  'components/antd/',
  'components/alert/AlertDialog.tsx',
  'app/AntdNotifications.tsx',
  'features/account/',
  'features/cart/',
  'features/checkout/',
  'shell/AccountDrawer/',
  'shell/Header/MenuDrawer.tsx',
  'shell/MiniCart/',
  'shell/Overlays/AddToCartPopup.tsx',
  'shell/Search/',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Files with a value import of antd (type-only imports vanish from the bundle). */
function antdImporters(): string[] {
  return sourceFiles(src)
    .filter((file) => /^import (?!type )[^;]*from 'antd(\/[^']*)?';/m.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(src, file).split(path.sep).join('/'));
}

describe('antd boundary', () => {
  it('finds the antd importers it guards (the scan works)', () => {
    expect(antdImporters()).toEqual(expect.arrayContaining(['components/antd/AntdScope.tsx', 'shell/Header/MenuDrawer.tsx']));
  });

  it('imports antd only in screens and overlays loaded through lazyWithAntd', () => {
    const outside = antdImporters().filter((file) => !allowed.some((prefix) => file.startsWith(prefix)));
    expect(outside).toEqual([]);
  });

  it('marks the antd screens of the route table, so they load through lazyWithAntd', () => {
    const pages = fs.readFileSync(path.join(src, 'app/pages.ts'), 'utf8');
    for (const folder of ['account', 'cart', 'checkout']) {
      const lines = pages.split('\n').filter((line) => line.includes(`features/${folder}/`));
      expect(lines.length).toBeGreaterThan(0);
      lines.forEach((line) => expect(line).toContain('antd: true'));
    }
  });
});
