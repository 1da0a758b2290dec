import { gql, type TypedDocumentNode } from '@apollo/client';
import { CATALOG_CURRENCY_FIELDS, CATALOG_STORE_CONFIG_FIELDS } from '../catalog/catalogConfigFields';
import type { GetStoreConfigQuery, GetStoreConfigQueryVariables } from '../../lib/graphql/generated';

/**
 * Magento StoreConfig fields the shell needs (names and types as in Magento 2.4.8), with the
 * catalogue's (asked in the same request, see catalogConfigFields.ts) and the brand's (@brand: absent
 * on stock Magento).
 */
export type StoreConfig = NonNullable<GetStoreConfigQuery['storeConfig']>;

/** The store's currencies and price format (the catalogue's fragment). */
export type CurrencyInfo = NonNullable<GetStoreConfigQuery['currency']>;

/** Brand extension: the geo-targeted banner message. */
export type StoreMessage = NonNullable<GetStoreConfigQuery['storeMessage']>;

export const GET_STORE_CONFIG: TypedDocumentNode<GetStoreConfigQuery, GetStoreConfigQueryVariables> = gql`
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
      # Magento's general/country/default; the brand's country_info repeats it with the postcode patterns.
      default_country
      country_info @brand {
        default_country
        zip_code_patterns { country_id pattern example }
      }
      card_payment @brand { mode public_keys { mode public_key } hosted_fields_url }
      # The stores whose printouts use the brand's new layout (spec §2.2 printouts).
      invoice_print @brand { new_theme_stores }
      home_featured_category_uid @brand
      # Store rules (storeRules.ts): Magento's wish list switch; the brand's VAT, sign-up page and base URL.
      magento_wishlist_general_is_enabled
      validate_vat @brand
      register_url @brand
      default_base_url @brand
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
