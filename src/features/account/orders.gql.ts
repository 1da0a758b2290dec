import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetCustomerOrderPrintoutQuery, GetCustomerOrderPrintoutQueryVariables, GetCustomerDownloadableProductsQuery, GetCustomerDownloadableProductsQueryVariables, GetCustomerOrderQuery, GetCustomerOrderQueryVariables, GetCustomerOrdersQuery, GetCustomerOrdersQueryVariables } from '../../lib/graphql/generated';

export const GET_ORDERS: TypedDocumentNode<GetCustomerOrdersQuery, GetCustomerOrdersQueryVariables> = gql`
  query GetCustomerOrders {
    customer {
      orders(pageSize: 50, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        items {
          id
          number
          order_date
          status
          total {
            grand_total {
              value
              currency
            }
          }
        }
      }
    }
  }
`;

// The order view (GET_ORDER) and the printouts (GET_ORDER_PRINTOUT) show the same order: what both read
// is OrderFields, and each query adds only what it alone shows. Each document interpolates the fragments
// it spreads at its end, once (babel.config.js): OrderMoney comes with OrderFields.

const ORDER_MONEY = gql`
  fragment OrderMoney on Money { value currency }
`;

const ORDER_ADDRESS_FIELDS = gql`
  fragment OrderAddressFields on OrderAddress { firstname lastname street city postcode region country_code telephone }
`;

const ORDER_TOTAL_FIELDS = gql`
  fragment OrderTotalFields on OrderTotal {
    subtotal { ...OrderMoney }
    discounts { label amount { ...OrderMoney } }
    total_shipping { ...OrderMoney }
    total_tax { ...OrderMoney }
    grand_total { ...OrderMoney }
  }
`;

/** One order as both its view and its printouts show it: header, addresses, lines, totals, invoices, shipments. */
const ORDER_FIELDS = gql`
  fragment OrderFields on CustomerOrder {
    id
    number
    order_date
    status
    shipping_method
    payment_methods { name }
    billing_address { ...OrderAddressFields }
    shipping_address { ...OrderAddressFields }
    items { id product_name product_sku quantity_ordered product_sale_price { ...OrderMoney } }
    total { ...OrderTotalFields }
    invoices { id number items { id product_name quantity_invoiced } }
    shipments { id number tracking { number title } items { id product_name quantity_shipped } }
  }
  ${ORDER_ADDRESS_FIELDS}
  ${ORDER_TOTAL_FIELDS}
  ${ORDER_MONEY}
`;

/** One order for its view (spec §2.2): besides OrderFields, the comments, each line's progress and options, each invoice's total. */
export const GET_ORDER: TypedDocumentNode<GetCustomerOrderQuery, GetCustomerOrderQueryVariables> = gql`
  query GetCustomerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }) {
        items {
          ...OrderFields
          comments { message timestamp }
          items {
            quantity_invoiced
            quantity_shipped
            quantity_canceled
            product { uid render_type @brand }
            selected_options { label value }
            entered_options { label value }
          }
          invoices { total { grand_total { ...OrderMoney } } }
        }
      }
    }
  }
  ${ORDER_FIELDS}
`;

/**
 * One order with what its printouts show (spec §2.2): the order, its invoices and its shipments, each
 * line with SKU, price and quantity, each document with its own totals or tracking. Besides OrderFields:
 * the payment's details, and the invoices' and shipments' lines with SKU (and price) and the invoices' totals.
 */
export const GET_ORDER_PRINTOUT: TypedDocumentNode<GetCustomerOrderPrintoutQuery, GetCustomerOrderPrintoutQueryVariables> = gql`
  query GetCustomerOrderPrintout($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }) {
        items {
          ...OrderFields
          payment_methods { additional_data { name value } }
          invoices {
            items { product_sku product_sale_price { ...OrderMoney } }
            total {
              subtotal { ...OrderMoney }
              discounts { label amount { ...OrderMoney } }
              total_shipping { ...OrderMoney }
              total_tax { ...OrderMoney }
              grand_total { ...OrderMoney }
            }
          }
          shipments { items { product_sku } }
        }
      }
    }
  }
  ${ORDER_FIELDS}
`;

export const GET_DOWNLOADABLE_PRODUCTS: TypedDocumentNode<GetCustomerDownloadableProductsQuery, GetCustomerDownloadableProductsQueryVariables> = gql`
  query GetCustomerDownloadableProducts {
    customerDownloadableProducts {
      items {
        order_increment_id
        product_name @brand
        link_title @brand
        date
        status
        download_url
        remaining_downloads
      }
    }
  }
`;
