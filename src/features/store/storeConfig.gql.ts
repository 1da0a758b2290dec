import { gql, type TypedDocumentNode } from '@apollo/client';
import { CATALOG_CURRENCY_FIELDS, CATALOG_STORE_CONFIG_FIELDS } from '../catalog/catalogConfigFields';
import type { CatalogCurrency, CatalogStoreConfig } from '../catalog/catalogConfig.gql';

/**
 * Magento StoreConfig fields the shell needs (names and types as in Magento 2.4.8), with the
 * catalogue's (asked in the same request, see catalogConfigFields.ts).
 */
export interface StoreConfig extends CatalogStoreConfig {
  store_code: string | null;
  store_name: string | null;
  locale: string | null;
  base_currency_code: string | null;
  default_display_currency_code: string | null;
  copyright: string | null;
  title_prefix: string | null;
  title_suffix: string | null;
  default_title: string | null;
  default_description: string | null;
  default_keywords: string | null;
  header_logo_src: string | null;
  logo_alt: string | null;
  logo_width: number | null;
  logo_height: number | null;
  secure_base_media_url: string | null;
  cms_home_page: string | null;
  product_url_suffix: string | null;
  category_url_suffix: string | null;
  show_cms_breadcrumbs: number | null;
  head_includes: string | null;
  /** Magento's favicon file, relative to {secure_base_media_url}favicon/. */
  head_shortcut_icon: string | null;
  /** Brand extension: the favicon's absolute URL (the store's file, else the default icon). */
  shortcut_icon: string | null;
  /** Brand extension: JSON text { "global": "<script type=application/ld+json>…" } for <head>. */
  head_custom_js: string | null;
  minimum_password_length: string | null;
  required_character_classes_number: string | null;
  /** Brand extension: default country and postcode patterns per country (spec §3, §5). */
  country_info?: {
    default_country: string | null;
    zip_code_patterns: Array<{ country_id: string | null; pattern: string | null; example: string | null } | null> | null;
  } | null;
  /** Brand extension: the card method's gateway mode and public keys per mode. */
  card_payment?: { mode: string | null; public_keys: Array<{ mode: string | null; public_key: string | null } | null> | null } | null;
  /** Brand extension: the category (uid) the home page's featured carousel shows; null for none. */
  home_featured_category_uid?: string | null;
}

/** The store's currencies and price format (the catalogue's fragment). */
export type CurrencyInfo = CatalogCurrency;

/** Brand extension: the geo-targeted banner message. */
export interface StoreMessage {
  country: string | null;
  target_url: string | null;
  html: string | null;
}

export interface GetStoreConfigQuery {
  storeConfig: StoreConfig | null;
  currency: CurrencyInfo | null;
  storeMessage: StoreMessage | null;
}

export interface GetStoreConfigVariables {
  countryCode: string | null;
}

export const GET_STORE_CONFIG: TypedDocumentNode<GetStoreConfigQuery, GetStoreConfigVariables> = gql`
  query GetStoreConfig($countryCode: String) {
    storeConfig {
      store_code
      store_name
      locale
      base_currency_code
      default_display_currency_code
      copyright
      title_prefix
      title_suffix
      default_title
      default_description
      default_keywords
      header_logo_src
      logo_alt
      logo_width
      logo_height
      secure_base_media_url
      cms_home_page
      product_url_suffix
      category_url_suffix
      show_cms_breadcrumbs
      head_includes
      head_shortcut_icon
      shortcut_icon @brand
      head_custom_js @brand
      minimum_password_length
      required_character_classes_number
      country_info @brand {
        default_country
        zip_code_patterns { country_id pattern example }
      }
      card_payment @brand { mode public_keys { mode public_key } }
      home_featured_category_uid @brand
      ...CatalogStoreConfigFields
    }
    currency {
      ...CatalogCurrencyFields
    }
    storeMessage(country: $countryCode) @brand {
      country
      target_url
      html
    }
  }
  ${CATALOG_STORE_CONFIG_FIELDS}
  ${CATALOG_CURRENCY_FIELDS}
`;
