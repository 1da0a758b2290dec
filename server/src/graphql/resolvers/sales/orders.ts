import { encodeUid } from '../../../lib/uid';
import {
  firstOrderDate, invoiceLines, invoicesOf, listCustomerOrders, orderAddress, orderComments, type OrderAddressRecord, orderItems,
  type OrderQuery, type OrderRecord, shipmentLines, shipmentsOf, shipmentTracks,
} from '../../../repositories/sales/orderReads';
import { listStores } from '../../../repositories/store/stores';
import { pageInfo } from '../catalog/paging';
import { money } from '../catalog/prices';
import { baseGrandTotal } from './baseAmount';
import { orderDocumentResolvers } from './orderDocuments';
import type { CustomerRecord } from '../../../repositories/customer/customers';
import type { GraphQLContext } from '../../context';
import type { Resolver } from '../types';

/** Magento's default status labels (sales_order_status). */
const statusLabels: Record<string, string> = {
  pending: 'Pending', processing: 'Processing', complete: 'Complete', canceled: 'Canceled', closed: 'Closed',
  holded: 'On Hold', pending_payment: 'Pending Payment', payment_review: 'Payment Review', fraud: 'Suspected Fraud',
};

/** Magento's order_date: the UTC timestamp shown in the store's time zone, still `Y-m-d H:i:s`. */
export const storeTime = (utc: string, timezone: string): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(`${utc.replace(' ', 'T')}Z`));

interface OrdersArgs {
  currentPage: number;
  pageSize: number;
  filter?: {
    number?: OrderQuery['number'];
    status?: OrderQuery['status'];
    order_date?: OrderQuery['orderDate'];
    grand_total?: OrderQuery['grandTotal'];
  } | null;
  sort?: { sort_field: 'CREATED_AT' | 'NUMBER'; sort_direction: 'ASC' | 'DESC' } | null;
  scope?: 'GLOBAL' | 'WEBSITE' | 'STORE' | null;
}

/** The stores whose orders a scope covers; the default (STORE) is the requesting store, as in Magento 2.4.7+. */
const scopeStores = (context: GraphQLContext, scope: OrdersArgs['scope']): string[] => {
  if (scope === 'GLOBAL' || scope === 'WEBSITE') return listStores(context.db, context.store.websiteCode).map((s) => s.code);
  return [context.store.code];
};

/** Customer.orders: only ever this customer's orders (the customer id comes from the token, never from the query). */
const orders: Resolver<OrdersArgs, unknown, CustomerRecord> = (customer, args, context) => {
  pageInfo(0, args.pageSize, args.currentPage); // Magento's argument checks come before any query
  const page = listCustomerOrders(context.db, {
    customerId: customer.id, storeCodes: scopeStores(context, args.scope), number: args.filter?.number,
    status: args.filter?.status, orderDate: args.filter?.order_date, grandTotal: args.filter?.grand_total,
    sortField: args.sort?.sort_field ?? 'CREATED_AT', sortDirection: args.sort?.sort_direction ?? 'DESC',
    pageSize: args.pageSize, currentPage: args.currentPage,
  });
  return {
    items: page.items,
    total_count: page.total,
    page_info: pageInfo(page.total, args.pageSize, args.currentPage, { beyondLastPage: true }),
    date_of_first_order: firstOrderDate(context.db, customer.id),
  };
};

const addressOutput = (address: OrderAddressRecord | null): unknown => address && ({
  ...address, street: JSON.parse(address.street) as string[], region_id: address.region_id === null ? null : String(address.region_id),
});

const customerOrderFields = {
  id: (order: OrderRecord): string => encodeUid(order.id),
  number: (order: OrderRecord): string => order.increment_id,
  order_number: (order: OrderRecord): string => order.increment_id,
  order_date: (order: OrderRecord, _args: unknown, context: GraphQLContext): string => storeTime(order.created_at, context.store.settings.timezone),
  // Magento 2.4.7+: when the status last changed (invoice, shipment …), in the store's time zone like order_date.
  order_status_change_date: (order: OrderRecord, _args: unknown, context: GraphQLContext): string =>
    storeTime(order.updated_at, context.store.settings.timezone),
  applied_coupons: (order: OrderRecord): Array<{ code: string }> => (order.coupon_code ? [{ code: order.coupon_code }] : []),
  status: (order: OrderRecord): string => statusLabels[order.status] ?? order.status,
  email: (order: OrderRecord): string => order.customer_email,
  is_virtual: (order: OrderRecord): boolean => order.is_virtual === 1,
  grand_total: (order: OrderRecord): number => order.grand_total,
  carrier: (order: OrderRecord): string | null => order.shipping_description?.split(' - ')[0] ?? null,
  shipping_method: (order: OrderRecord): string | null => order.shipping_description,
  customer_info: (order: OrderRecord): unknown => ({ firstname: order.customer_firstname, lastname: order.customer_lastname }),
  payment_methods: (order: OrderRecord): unknown => [{
    name: order.payment_method_title, type: order.payment_method_code,
    additional_data: JSON.parse(order.payment_additional) as unknown,
  }],
  shipping_address: (order: OrderRecord, _args: unknown, context: GraphQLContext): unknown =>
    addressOutput(orderAddress(context.db, order.id, 'shipping')),
  billing_address: (order: OrderRecord, _args: unknown, context: GraphQLContext): unknown =>
    addressOutput(orderAddress(context.db, order.id, 'billing')),
  items: (order: OrderRecord, _args: unknown, context: GraphQLContext): unknown => orderItems(context.db, order.id),
  invoices: (order: OrderRecord, _args: unknown, context: GraphQLContext): unknown => invoicesOf(context.db, order.id)
    .map((invoice) => ({ ...invoice, lines: invoiceLines(context.db, invoice.id) })),
  shipments: (order: OrderRecord, _args: unknown, context: GraphQLContext): unknown => shipmentsOf(context.db, order.id)
    .map((shipment) => ({
      ...shipment, lines: shipmentLines(context.db, shipment.id), tracks: shipmentTracks(context.db, shipment.id),
    })),
  // Magento's SalesCommentItem: the order comment the shopper left at checkout, in the store's time zone.
  comments: (order: OrderRecord, _args: unknown, context: GraphQLContext): Array<{ message: string; timestamp: string }> =>
    orderComments(order).map((comment) => ({ message: comment.message, timestamp: storeTime(comment.created_at, context.store.settings.timezone) })),
  total: (order: OrderRecord, _args: unknown, context: GraphQLContext): unknown => {
    const m = (value: number): unknown => money(value, order.currency);
    const discounts = order.discount_amount > 0
      ? [{
        amount: m(order.discount_amount), label: order.discount_label ?? order.coupon_code ?? 'Discount', applied_to: 'ITEM',
        // Sales\OrderTotalDiscountsCouponTest: the coupon that gave the discount.
        coupon: order.coupon_code ? { code: order.coupon_code } : null,
      }] : [];
    return {
      grand_total: m(order.grand_total), base_grand_total: baseGrandTotal(context.db, order.store_code, order.currency, order.grand_total),
      subtotal: m(order.subtotal), subtotal_excl_tax: m(order.subtotal),
      subtotal_incl_tax: m(order.subtotal_incl_tax), total_tax: m(order.tax_amount), total_shipping: m(order.shipping_amount),
      discounts,
      taxes: (JSON.parse(order.taxes) as Array<{ title: string; rate: number; amount: number }>)
        .map((tax) => ({ title: tax.title, rate: tax.rate, amount: m(tax.amount) })),
      shipping_handling: {
        total_amount: m(order.shipping_amount), amount_excluding_tax: m(order.shipping_amount),
        amount_including_tax: m(order.shipping_incl_tax), taxes: [], discounts: [],
      },
    };
  },
};

export const orderResolvers = {
  CustomerFields: { orders },
  CustomerOrder: customerOrderFields,
  ...orderDocumentResolvers,
};
