import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetCustomerDownloadableProductsQuery, GetCustomerDownloadableProductsQueryVariables, GetCustomerOrderQuery, GetCustomerOrderQueryVariables, GetCustomerOrdersQuery, GetCustomerOrdersQueryVariables } from '../../lib/graphql/generated';

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
