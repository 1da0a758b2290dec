import { encodeUid } from '../../../lib/uid';
import { catalogLoaders } from '../catalog/loaders';
import { money } from '../catalog/prices';
import { baseGrandTotal } from './baseAmount';
import type { DocumentLine, InvoiceRecord, OrderItemRecord, ShipmentRecord } from '../../../repositories/sales/orderReads';
import type { GraphQLContext } from '../../context';

type InvoiceParent = InvoiceRecord & { lines: DocumentLine[] };
type ShipmentParent = ShipmentRecord & { lines: DocumentLine[]; tracks: Array<{ carrier_code: string; title: string; track_number: string | null }> };

/** Magento's order item status, from its quantities. */
const itemStatus = (item: OrderItemRecord): string => {
  if (item.qty_canceled >= item.qty_ordered) return 'Canceled';
  if (item.qty_refunded > 0) return 'Refunded';
  if (item.qty_shipped > 0 && item.qty_invoiced > 0) return 'Mixed';
  if (item.qty_shipped > 0) return 'Shipped';
  if (item.qty_invoiced > 0) return 'Invoiced';
  return 'Ordered';
};

const options = (json: string): Array<{ label: string; value: string }> => JSON.parse(json) as Array<{ label: string; value: string }>;

const round = (value: number): number => Math.round(value * 100) / 100;

const itemDiscounts = (item: OrderItemRecord): unknown[] => (item.discount_amount > 0
  ? [{ amount: money(item.discount_amount, item.currency), label: item.discount_label ?? 'Discount', applied_to: 'ITEM' }] : []);

/**
 * Magento 2.4.7+'s OrderItemPrices (Sales\OrderItemPricesTest): prices charged, and original_* at the regular price
 * before a special or tier price. Orders stored before these amounts were kept (the seeded ones) derive the amounts
 * including tax from the row's tax, and their original price is the price charged.
 */
const itemPrices = (item: OrderItemRecord): unknown => {
  const m = (value: number): unknown => money(value, item.currency);
  // The row's tax was charged on the row after its discount: its rate gives the row before it, tax included.
  const taxed = item.row_total - item.discount_amount;
  const rowIncl = item.row_total_incl_tax ?? round(item.row_total * (1 + (taxed > 0 ? item.tax_amount / taxed : 0)));
  const unitIncl = item.price_incl_tax ?? round(rowIncl / item.qty_ordered);
  const original = item.original_price ?? item.price;
  const originalIncl = item.original_price_incl_tax ?? unitIncl;
  return {
    price: m(item.price), price_including_tax: m(unitIncl), row_total: m(item.row_total), row_total_including_tax: m(rowIncl),
    original_price: m(original), original_price_including_tax: m(originalIncl), original_row_total: m(round(original * item.qty_ordered)),
    original_row_total_including_tax: m(round(originalIncl * item.qty_ordered)), total_item_discount: m(item.discount_amount),
    discounts: itemDiscounts(item), fixed_product_taxes: [],
  };
};

const orderItemFields = {
  id: (item: OrderItemRecord): string => encodeUid(item.id),
  product_name: (item: OrderItemRecord): string => item.name,
  product_sku: (item: OrderItemRecord): string => item.sku,
  product_type: (item: OrderItemRecord): string => item.product_type,
  product_url_key: (item: OrderItemRecord): string | null => item.url_key,
  product_sale_price: (item: OrderItemRecord): unknown => money(item.price, item.currency),
  quantity_ordered: (item: OrderItemRecord): number => item.qty_ordered,
  quantity_invoiced: (item: OrderItemRecord): number => item.qty_invoiced,
  quantity_shipped: (item: OrderItemRecord): number => item.qty_shipped,
  quantity_canceled: (item: OrderItemRecord): number => item.qty_canceled,
  quantity_refunded: (item: OrderItemRecord): number => item.qty_refunded,
  selected_options: (item: OrderItemRecord): unknown => options(item.selected_options),
  entered_options: (item: OrderItemRecord): unknown => options(item.entered_options),
  status: itemStatus,
  discounts: itemDiscounts,
  prices: itemPrices,
  /** The product as the catalogue shows it now in this store (null once it is gone). */
  product: async (item: OrderItemRecord, _args: unknown, context: GraphQLContext): Promise<unknown> =>
    (item.product_id === null ? null : (await catalogLoaders(context).products.load(item.product_id)) ?? null),
};

const lineFields = {
  id: (line: DocumentLine): string => encodeUid(line.id),
  order_item: (line: DocumentLine): OrderItemRecord => line.item,
  product_name: (line: DocumentLine): string => line.item.name,
  product_sku: (line: DocumentLine): string => line.item.sku,
  product_sale_price: (line: DocumentLine): unknown => money(line.item.price, line.item.currency),
};

const invoiceFields = {
  id: (invoice: InvoiceParent): string => encodeUid(invoice.id),
  number: (invoice: InvoiceParent): string => invoice.increment_id,
  items: (invoice: InvoiceParent): DocumentLine[] => invoice.lines,
  comments: (): unknown[] => [],
  total: (invoice: InvoiceParent, _args: unknown, context: GraphQLContext): unknown => {
    const m = (value: number): unknown => money(value, invoice.currency);
    return {
      subtotal: m(invoice.subtotal), grand_total: m(invoice.grand_total),
      base_grand_total: baseGrandTotal(context.db, invoice.store_code, invoice.currency, invoice.grand_total), total_tax: m(invoice.tax_amount),
      total_shipping: m(invoice.shipping_amount), taxes: [],
      discounts: invoice.discount_amount > 0 ? [{ amount: m(invoice.discount_amount), label: 'Discount', applied_to: 'ITEM' }] : [],
      shipping_handling: {
        total_amount: m(invoice.shipping_amount), amount_excluding_tax: m(invoice.shipping_amount),
        amount_including_tax: m(invoice.shipping_amount), taxes: [], discounts: [],
      },
    };
  },
};

const shipmentFields = {
  id: (shipment: ShipmentParent): string => encodeUid(shipment.id),
  number: (shipment: ShipmentParent): string => shipment.increment_id,
  items: (shipment: ShipmentParent): DocumentLine[] => shipment.lines,
  comments: (): unknown[] => [],
  tracking: (shipment: ShipmentParent): unknown => shipment.tracks
    .map((track) => ({ carrier: track.carrier_code, title: track.title, number: track.track_number })),
};

/** Order items, invoices and shipments in Magento's types (every item is an OrderItem / InvoiceItem / ShipmentItem). */
export const orderDocumentResolvers = {
  OrderItemInterface: { __resolveType: (): string => 'OrderItem' },
  OrderItem: orderItemFields,
  Invoice: invoiceFields,
  InvoiceItemInterface: { __resolveType: (): string => 'InvoiceItem' },
  InvoiceItem: { ...lineFields, quantity_invoiced: (line: DocumentLine): number => line.qty },
  OrderShipment: shipmentFields,
  ShipmentItemInterface: { __resolveType: (): string => 'ShipmentItem' },
  ShipmentItem: { ...lineFields, quantity_shipped: (line: DocumentLine): number => line.qty },
};
