import { chips, swatchProducts } from './chips';
import { chipSets } from './chipSets';
import { digital } from './digital';
import { equipment } from './equipment';
import { fanDecks } from './fanDecks';
import { kits } from './kits';
import { services } from './services';
import { sheet } from './sheet';
import { swatchBooks } from './swatchBooks';
import type { ProductDefinition } from '../types';

/** Every sample product, in the order they are written (children of bundles before the bundles). */
export const productDefinitions: ProductDefinition[] = [
  ...fanDecks, ...swatchBooks, ...chipSets, ...chips, ...swatchProducts, ...equipment, ...digital, ...services, ...kits, sheet,
];
