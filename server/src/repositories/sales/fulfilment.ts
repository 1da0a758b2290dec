import { sqlTimestamp } from '../customer/customers';
import { nextNumber } from './orders';
import type { Database } from 'better-sqlite3';

interface ItemRow {
  id: number;
  product_type: string;
  qty_ordered: number;
  qty_invoiced: number;
  qty_shipped: number;
  qty_canceled: number;
  price: number;
  tax_amount: number;
  discount_amount: number;
}

interface OrderRow {
  id: number;
  store_code: string;
  is_virtual: number;
  shipping_amount: number;
  tax_amount: number;
  discount_amount: number;
  grand_total: number;
}

const round = (value: number): number => Math.round(value * 100) / 100;

const orderRow = (db: Database, orderId: number): OrderRow => {
  const order = db.prepare('SELECT id, store_code, is_virtual, shipping_amount, tax_amount, discount_amount, grand_total FROM orders WHERE id = ?')
    .get(orderId) as OrderRow | undefined;
  if (!order) throw new Error(`Order ${orderId} does not exist`);
  return order;
};

const itemsOf = (db: Database, orderId: number): ItemRow[] =>
  db.prepare(`SELECT id, product_type, qty_ordered, qty_invoiced, qty_shipped, qty_canceled, price, tax_amount, discount_amount
    FROM order_items WHERE order_id = ? ORDER BY id`).all(orderId) as ItemRow[];

const ships = (item: ItemRow): boolean => item.product_type !== 'virtual' && item.product_type !== 'downloadable';

/** Magento's order state machine in short: all invoiced and all shipped (or nothing to ship) = complete. */
const updateState = (db: Database, orderId: number, at: string): void => {
  const items = itemsOf(db, orderId);
  const open = (item: ItemRow): number => item.qty_ordered - item.qty_canceled;
  const invoiced = items.every((item) => item.qty_invoiced >= open(item));
  const shipped = items.filter(ships).every((item) => item.qty_shipped >= open(item));
  const [state, status] = invoiced && shipped ? ['complete', 'complete'] : ['processing', 'processing'];
  db.prepare('UPDATE orders SET state = ?, status = ?, updated_at = ? WHERE id = ?').run(state, status, at, orderId);
};

/**
 * Invoices the order (by default everything not yet invoiced), as the payment provider's capture does: the
 * first invoice carries the shipping; tax and discount follow the invoiced items. Purchased downloads of
 * invoiced items become available. Returns the invoice number.
 */
export const createInvoice = (db: Database, orderId: number, options: { qty?: Record<number, number>; createdAt?: Date } = {}): string =>
  db.transaction((): string => {
    const order = orderRow(db, orderId);
    const at = sqlTimestamp(options.createdAt);
    const lines = itemsOf(db, orderId).map((item) => {
      const remaining = item.qty_ordered - item.qty_canceled - item.qty_invoiced;
      return { item, qty: Math.min(options.qty?.[item.id] ?? remaining, remaining) };
    }).filter((line) => line.qty > 0);
    if (lines.length === 0) throw new Error(`Order ${orderId} has nothing left to invoice`);
    const share = (line: { item: ItemRow; qty: number }, amount: number): number => amount * (line.qty / line.item.qty_ordered);
    const subtotal = round(lines.reduce((sum, line) => sum + line.item.price * line.qty, 0));
    const tax = round(lines.reduce((sum, line) => sum + share(line, line.item.tax_amount), 0));
    const discount = round(lines.reduce((sum, line) => sum + share(line, line.item.discount_amount), 0));
    const firstInvoice = !db.prepare('SELECT 1 FROM invoices WHERE order_id = ?').get(orderId);
    const shipping = firstInvoice ? order.shipping_amount : 0;
    // Whole-order amounts (shipping tax, order-level discount) go with the first invoice.
    const orderTax = firstInvoice ? order.tax_amount - itemsOf(db, orderId).reduce((sum, item) => sum + item.tax_amount, 0) : 0;
    const orderDiscount = firstInvoice ? order.discount_amount - itemsOf(db, orderId).reduce((sum, item) => sum + item.discount_amount, 0) : 0;
    const totalTax = round(tax + orderTax);
    const totalDiscount = round(discount + orderDiscount);
    const number = nextNumber(db, 'invoices', order.store_code);
    const invoiceId = Number(db.prepare(`INSERT INTO invoices (order_id, increment_id, subtotal, discount_amount, shipping_amount,
      tax_amount, grand_total, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(orderId, number, subtotal, totalDiscount, shipping, totalTax, round(subtotal - totalDiscount + shipping + totalTax), at)
      .lastInsertRowid);
    for (const line of lines) {
      db.prepare('INSERT INTO invoice_items (invoice_id, order_item_id, qty) VALUES (?, ?, ?)').run(invoiceId, line.item.id, line.qty);
      db.prepare('UPDATE order_items SET qty_invoiced = qty_invoiced + ? WHERE id = ?').run(line.qty, line.item.id);
      db.prepare("UPDATE downloadable_link_purchased SET status = 'available' WHERE order_item_id = ? AND status = 'pending'")
        .run(line.item.id);
    }
    updateState(db, orderId, at);
    return number;
  })();

export interface TrackInput {
  carrierCode: string;
  title: string;
  number: string | null;
}

/** Ships the order's physical items (by default everything not yet shipped), with tracking numbers. Returns the shipment number. */
export const createShipment = (
  db: Database, orderId: number, options: { qty?: Record<number, number>; tracks?: TrackInput[]; createdAt?: Date } = {},
): string => db.transaction((): string => {
  const order = orderRow(db, orderId);
  const at = sqlTimestamp(options.createdAt);
  const lines = itemsOf(db, orderId).filter(ships).map((item) => {
    const remaining = item.qty_ordered - item.qty_canceled - item.qty_shipped;
    return { item, qty: Math.min(options.qty?.[item.id] ?? remaining, remaining) };
  }).filter((line) => line.qty > 0);
  if (lines.length === 0) throw new Error(`Order ${orderId} has nothing left to ship`);
  const number = nextNumber(db, 'shipments', order.store_code);
  const shipmentId = Number(db.prepare('INSERT INTO shipments (order_id, increment_id, created_at) VALUES (?, ?, ?)')
    .run(orderId, number, at).lastInsertRowid);
  for (const line of lines) {
    db.prepare('INSERT INTO shipment_items (shipment_id, order_item_id, qty) VALUES (?, ?, ?)').run(shipmentId, line.item.id, line.qty);
    db.prepare('UPDATE order_items SET qty_shipped = qty_shipped + ? WHERE id = ?').run(line.qty, line.item.id);
  }
  for (const track of options.tracks ?? []) {
    db.prepare('INSERT INTO shipment_tracks (shipment_id, carrier_code, title, track_number) VALUES (?, ?, ?, ?)')
      .run(shipmentId, track.carrierCode, track.title, track.number);
  }
  updateState(db, orderId, at);
  return number;
})();
