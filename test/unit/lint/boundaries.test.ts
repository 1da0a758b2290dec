// @vitest-environment node
// The architecture's boundaries are lint rules (.eslintrc.js): these probes are what a newcomer's import
// across a boundary looks like, linted as the text of an existing file there (rules such as import/no-cycle
// read the file itself), with the project's own config.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The boundary rules' messages for `code` placed at `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  // A probe whose import does not resolve would pass the zones unseen.
  const unresolved = (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-unresolved');
  if (unresolved.length > 0) throw new Error(`Probe import does not resolve from ${file}: ${unresolved[0]?.message}`);
  return (result?.messages ?? [])
    .filter((message) => ['import/no-restricted-paths', 'no-restricted-syntax'].includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

describe('layers (MAY_IMPORT)', () => {
  it('refuses an import upwards and names the rule', async () => {
    const errors = await boundaryErrors('src/lib/storage/storage.ts', "import { PATHS } from '../../shared/store/routeTable';\nexport const probe = PATHS;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('src/lib may import nothing outside itself');
  });

  it('lets shared and features use app only through its typed hooks and store', async () => {
    expect(await boundaryErrors('src/shared/store/stores.ts', "import { useAppDispatch } from '../../app/hooks';\nexport const probe = useAppDispatch;\n")).toEqual([]);
    const errors = await boundaryErrors('src/features/cart/itemOptions.ts', "import { routes } from '../../app/routes';\nexport const probe = routes;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('not src/app');
  });

  it('keeps the service worker code off components and features', async () => {
    expect(await boundaryErrors('src/pwa/onlineStatus.ts', "import { LoadingOverlay } from '../components/LoadingOverlay';\nexport const probe = LoadingOverlay;\n")).toHaveLength(1);
    expect(await boundaryErrors('src/pwa/onlineStatus.ts', "import { PATHS } from '../shared/store/routeTable';\nexport const probe = PATHS;\n")).toEqual([]);
  });
});

describe('features', () => {
  it("reach another feature only through its public entry", async () => {
    expect(await boundaryErrors('src/features/checkout/checkoutSteps.ts', "import { cleanCart } from '../cart';\nexport const probe = cleanCart;\n")).toEqual([]);
    const errors = await boundaryErrors('src/features/checkout/checkoutSteps.ts', "import { cleanCart } from '../cart/cartSlice';\nexport const probe = cleanCart;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Use features/cart through its public entry');
  });

  it("refuse a static import of another feature's page", async () => {
    const errors = await boundaryErrors('src/features/account/index.ts', "import CartPage from '../cart/CartPage';\nexport const probe = CartPage;\n");
    expect(errors.some((message) => message.includes('loaded with import() by the route table'))).toBe(true);
  });

  it('are read by the early script only through early.ts', async () => {
    expect(await boundaryErrors('src/boot/earlyRequests.ts', "import { RESOLVE_ROUTE } from '../features/catalog/early';\nexport const probe = RESOLVE_ROUTE;\n")).toEqual([]);
    expect(await boundaryErrors('src/boot/earlyRequests.ts', "import { BestSellers } from '../features/catalog';\nexport const probe = BestSellers;\n")).toHaveLength(1);
  });
});
