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

const ORDER_ADDRESS_FIELDS = gql`
  fragment OrderAddressFields on OrderAddress { firstname lastname street city postcode region country_code telephone }
`;

export const GET_ORDER: TypedDocumentNode<GetCustomerOrderQuery, GetCustomerOrderQueryVariables> = gql`
  query GetCustomerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }) {
        items {
          id
          number
          order_date
          status
          shipping_method
          payment_methods { name }
          comments { message timestamp }
          billing_address { ...OrderAddressFields }
          shipping_address { ...OrderAddressFields }
          items {
            id
            product_name
            product_sku
            quantity_ordered
            quantity_invoiced
            quantity_shipped
            quantity_canceled
            product_sale_price { value currency }
            product { uid render_type @brand }
            selected_options { label value }
            entered_options { label value }
          }
          total {
            subtotal { value currency }
            grand_total { value currency }
            total_tax { value currency }
            total_shipping { value currency }
            discounts { label amount { value currency } }
          }
          invoices {
            id
            number
            total { grand_total { value currency } }
            items { id product_name quantity_invoiced }
          }
          shipments {
            id
            number
            tracking { number title }
            items { id product_name quantity_shipped }
          }
        }
      }
    }
  }
  ${ORDER_ADDRESS_FIELDS}
`;

const MONEY = gql`
  fragment PrintoutMoney on Money { value currency }
`;

/**
 * One order with what its printouts show (spec §2.2): the order, its invoices and its shipments, each
 * line with SKU, price and quantity, each document with its own totals or tracking.
 */
export const GET_ORDER_PRINTOUT: TypedDocumentNode<GetCustomerOrderPrintoutQuery, GetCustomerOrderPrintoutQueryVariables> = gql`
  query GetCustomerOrderPrintout($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }) {
        items {
          id
          number
          order_date
          status
          shipping_method
          payment_methods { name additional_data { name value } }
          billing_address { ...OrderAddressFields }
          shipping_address { ...OrderAddressFields }
          items {
            id
            product_name
            product_sku
            quantity_ordered
            product_sale_price { ...PrintoutMoney }
          }
          total {
            subtotal { ...PrintoutMoney }
            discounts { label amount { ...PrintoutMoney } }
            total_shipping { ...PrintoutMoney }
            total_tax { ...PrintoutMoney }
            grand_total { ...PrintoutMoney }
          }
          invoices {
            id
            number
            items { id product_name product_sku quantity_invoiced product_sale_price { ...PrintoutMoney } }
            total {
              subtotal { ...PrintoutMoney }
              discounts { label amount { ...PrintoutMoney } }
              total_shipping { ...PrintoutMoney }
              total_tax { ...PrintoutMoney }
              grand_total { ...PrintoutMoney }
            }
          }
          shipments {
            id
            number
            tracking { title number }
            items { id product_name product_sku quantity_shipped }
          }
        }
      }
    }
  }
  ${ORDER_ADDRESS_FIELDS}
  ${MONEY}
`;

export const GET_DOWNLOADABLE_PRODUCTS: TypedDocumentNode<GetCustomerDownloadableProductsQuery, GetCustomerDownloadableProductsQueryVariables> = gql`
  query GetCustomerDownloadableProducts {
    customerDownloadableProducts {
      items {
        order_increment_id
        date
        status
        download_url
        remaining_downloads
      }
    }
  }
`;
