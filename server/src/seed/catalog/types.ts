import type { Localized } from '../localized';

/** What the generated SVG artwork shows (see src/media/artwork.ts). */
export interface ArtSpec {
  template: 'fan' | 'book' | 'chips' | 'chip' | 'sheet' | 'card' | 'kit' | 'booth' | 'device' | 'screen' | 'service'
    | 'document' | 'barcode' | 'article' | 'event';
  palette: string[];
  caption?: string;
}

export type CustomOptionDefinition =
  | { type: 'field' | 'area'; title: Localized; required: boolean; usd: number; maxCharacters: number; sku?: string }
  | { type: 'date' | 'date_time' | 'time'; title: Localized; required: boolean; usd: number; sku?: string }
  | { type: 'file'; title: Localized; required: boolean; usd: number; extensions: string; maxWidth: number; maxHeight: number }
  | {
    type: 'drop_down' | 'radio' | 'checkbox' | 'multiple';
    title: Localized;
    required: boolean;
    values: Array<{ title: Localized; usd?: number; percent?: number; sku?: string }>;
  };

export interface VariantDefinition {
  sku: string;
  /** attribute code → option key (colour code for "color"). */
  attributes: Record<string, string>;
  usd: number;
  qty?: number;
}

export interface BundleItemDefinition {
  title: Localized;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  required: boolean;
  selections: Array<{ sku: string; qty: number; canChangeQty?: boolean; isDefault?: boolean; usd?: number; percent?: number }>;
}

export interface DownloadableDefinition {
  linksTitle: Localized;
  purchasedSeparately: boolean;
  links: Array<{ title: Localized; usd: number; sample?: boolean; downloads?: number }>;
  samples: Array<{ title: Localized }>;
}

export interface ProductDefinition {
  sku: string;
  type: 'simple' | 'virtual' | 'configurable' | 'bundle' | 'downloadable';
  name: Localized;
  shortDescription: Localized;
  description: Localized;
  /** List price in US dollars; every other price list derives from it (money.ts). */
  usd: number;
  specialUsd?: number;
  tiers?: Array<{ qty: number; usd: number }>;
  /** category key → position */
  categories: Record<string, number>;
  art: ArtSpec;
  /** Extra gallery images (the main one is `art`). */
  gallery?: ArtSpec[];
  qty?: number;
  outOfStock?: boolean;
  minSaleQty?: number;
  maxSaleQty?: number;
  weight?: number;
  renderType?: 'simulator-customize' | 'barcode' | 'build-your-sheet';
  /** The sheet of a Build Your Sheet category (category key) holding at most `size` chips (option SKU 'CHIPS'). */
  sheet?: { category: string; size: number };
  canonicalName?: string;
  baseCanonicalName?: string;
  discontinued?: { replacementSku: string };
  /** attribute code → option key */
  attributes?: Record<string, string>;
  colorCode?: string;
  options?: CustomOptionDefinition[];
  related?: string[];
  upsell?: string[];
  crosssell?: string[];
  visibility?: 1 | 2 | 3 | 4;
  isNew?: boolean;
  countryOfManufacture?: string;
  variants?: VariantDefinition[];
  superAttributes?: string[];
  bundle?: { dynamicPrice: boolean; items: BundleItemDefinition[] };
  downloadable?: DownloadableDefinition;
  /** Magento's status 2: kept in the catalogue (its SKU known) but shown and sold nowhere. */
  disabled?: boolean;
}
