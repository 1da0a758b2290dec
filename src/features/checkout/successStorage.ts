// The success page survives a reload: the order number (and what the carousel needs) is kept in
// sessionStorage for the tab, next to the router state it also arrives in.

export interface PlacedOrder {
  orderNumber: string;
  /** The ordered SKUs, for the success carousel's suggestions. */
  skus: string[];
  /** Placed by a signed-in customer: the success page links to the order in the account. */
  customer: boolean;
  /** Build Your Sheet lines of the order: the sheet's name and its chips, shown on the success page. */
  sheets?: Array<{ name: string; chips: string[] }>;
}

const KEY = 'checkout_success';

export function savePlacedOrder(order: PlacedOrder): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage full or blocked: the router state still carries the order.
  }
}

export function isPlacedOrder(value: unknown): value is PlacedOrder {
  if (!value || typeof value !== 'object') return false;
  const order = value as Record<string, unknown>;
  return typeof order.orderNumber === 'string' && order.orderNumber !== '' && Array.isArray(order.skus) && typeof order.customer === 'boolean'
    && (order.sheets === undefined || Array.isArray(order.sheets));
}

export function loadPlacedOrder(): PlacedOrder | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isPlacedOrder(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
