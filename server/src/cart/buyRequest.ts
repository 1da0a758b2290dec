/**
 * What a cart line was bought with (Magento's info_buyRequest), stored as JSON in cart_items.options:
 * custom option values, bundle selections with their quantities, downloadable links. Lists are kept
 * sorted so that the same choice always serialises the same way and adding it again merges lines.
 */
export interface CustomOptionChoice {
  option_id: number;
  /** Chosen value ids of a drop-down, radio, checkbox or multiple-select option. */
  values?: number[];
  /** Entered text of a field, area, date or file option. */
  text?: string;
}

export interface BundleChoice {
  option_id: number;
  selection_id: number;
  /** Quantity of the selection inside one bundle. */
  qty: number;
}

export interface BuyRequest {
  custom?: CustomOptionChoice[];
  bundle?: BundleChoice[];
  links?: number[];
}

export const normalizeBuyRequest = (request: BuyRequest): BuyRequest => {
  const normalized: BuyRequest = {};
  if (request.custom?.length) {
    normalized.custom = [...request.custom]
      .map((choice) => (choice.values ? { option_id: choice.option_id, values: [...choice.values].sort((a, b) => a - b) } : choice))
      .sort((a, b) => a.option_id - b.option_id);
  }
  if (request.bundle?.length) {
    normalized.bundle = [...request.bundle].sort((a, b) => a.option_id - b.option_id || a.selection_id - b.selection_id);
  }
  if (request.links?.length) normalized.links = [...new Set(request.links)].sort((a, b) => a - b);
  return normalized;
};

export const serializeBuyRequest = (request: BuyRequest): string => JSON.stringify(normalizeBuyRequest(request));

export const parseBuyRequest = (json: string): BuyRequest => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as BuyRequest) : {};
  } catch {
    return {};
  }
};

/** Identity of a line: product, chosen variant and options. */
export const lineKey = (productId: number, variantId: number | null, request: BuyRequest): string =>
  `${productId}/${variantId ?? ''}/${serializeBuyRequest(request)}`;
