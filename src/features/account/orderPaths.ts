/**
 * My Orders URLs: an order at /account/order-history/view/{number}, and its printouts below it (spec §2.2
 * "print of orders, invoices and shipments"), as Magento's sales/order/print, printInvoice and
 * printShipment: the order, all its invoices or one, all its shipments or one.
 */
export type Printout =
  | { kind: 'order' }
  | { kind: 'invoice'; number: string | null }
  | { kind: 'shipment'; number: string | null };

export interface OrderPath {
  number: string;
  printout: Printout | null;
}

const ORDER_PATH = /^\/account\/order-history\/view\/([^/]+)(?:\/print(?:\/(invoices|shipments|invoice|shipment)(?:\/([^/]+))?)?)?\/?$/i;

const decode = (part: string): string | null => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/** The order (and printout) a pathname names, or null for any other page. */
export function orderPathOf(pathname: string): OrderPath | null {
  const match = ORDER_PATH.exec(pathname);
  const number = match?.[1] ? decode(match[1]) : null;
  if (!match || number === null) return null;
  if (!/\/print(\/|$)/i.test(pathname)) return { number, printout: null };
  const [, , which, one] = match;
  if (!which) return { number, printout: { kind: 'order' } };
  const kind = which.toLowerCase().startsWith('invoice') ? 'invoice' : 'shipment';
  // The plural names all of the order's documents; the singular one of them (and needs its number).
  if (which.toLowerCase().endsWith('s')) return one ? null : { number, printout: { kind, number: null } };
  const documentNumber = one ? decode(one) : null;
  return documentNumber ? { number, printout: { kind, number: documentNumber } } : null;
}

/** The URL of an order, or of one of its printouts. */
export function orderPath(number: string, printout: Printout | null = null): string {
  const base = `/account/order-history/view/${encodeURIComponent(number)}`;
  if (!printout) return base;
  if (printout.kind === 'order') return `${base}/print`;
  return printout.number === null
    ? `${base}/print/${printout.kind}s`
    : `${base}/print/${printout.kind}/${encodeURIComponent(printout.number)}`;
}
