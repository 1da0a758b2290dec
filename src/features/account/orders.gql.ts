import { gql, type TypedDocumentNode } from '@apollo/client';
import type { GetCustomerDownloadableProductsQuery, GetCustomerDownloadableProductsQueryVariables, GetCustomerOrderQuery, GetCustomerOrderQueryVariables, GetCustomerOrdersQuery, GetCustomerOrdersQueryVariables } from '../../lib/graphql/generated';

export interface Money {
  value: number | null;
  currency: string | null;
}

export interface OrderSummary {
  id: string;
  number: string;
  order_date: string;
  status: string;
  total: { grand_total: Money } | null;
}

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

export interface OrderAddress {
  firstname: string | null;
  lastname: string | null;
  street: Array<string | null> | null;
  city: string | null;
  postcode: string | null;
  region: string | null;
  country_code: string | null;
  telephone: string | null;
}

export interface OrderLine {
  id: string;
  product_name: string | null;
  product_sku: string;
  quantity_ordered: number | null;
  quantity_invoiced: number | null;
  quantity_shipped: number | null;
  quantity_canceled: number | null;
  product_sale_price: Money;
}

export interface OrderDetail extends OrderSummary {
  items: OrderLine[] | null;
  billing_address: OrderAddress | null;
  shipping_address: OrderAddress | null;
  shipping_method: string | null;
  payment_methods: Array<{ name: string } | null> | null;
  /** Magento's SalesCommentItem list: the order comment left at checkout. */
  comments: Array<{ message: string; timestamp: string } | null> | null;
  total: {
    subtotal: Money;
    grand_total: Money;
    total_tax: Money;
    total_shipping: Money;
    discounts: Array<{ label: string; amount: Money } | null> | null;
  } | null;
  invoices: Array<{ id: string; number: string; total: { grand_total: Money } | null; items: Array<{ id: string; product_name: string | null; quantity_invoiced: number | null } | null> | null }>;
  shipments: Array<{ id: string; number: string; tracking: Array<{ number: string | null; title: string } | null> | null; items: Array<{ id: string; product_name: string | null; quantity_shipped: number } | null> | null } | null> | null;
}

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

export interface DownloadableLink {
  order_increment_id: string | null;
  date: string | null;
  status: string | null;
  download_url: string | null;
  remaining_downloads: string | null;
}

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
