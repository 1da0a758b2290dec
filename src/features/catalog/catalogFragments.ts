import { gql } from '@apollo/client';

// Shared fragments of the catalogue's operations. Not a *.gql.ts module on purpose: the schema test
// validates each exported document alone, and a lone fragment is "never used". The types they
// fill live in catalogTypes.ts.
//
// Every document starts with its own definitions and interpolates the fragments it spreads at its
// end (the order in which babel-plugin-graphql-tag compiles it, see babel.config.js). Interpolate
// documents only, never text: the compiled document would lose it.

const MONEY_FIELDS = gql`
  fragment MoneyFields on Money { value currency }
`;

const PRICE_RANGE_FIELDS = gql`
  fragment PriceRangeFields on PriceRange {
    minimum_price { regular_price { ...MoneyFields } final_price { ...MoneyFields } }
    maximum_price { regular_price { ...MoneyFields } final_price { ...MoneyFields } }
  }
  ${MONEY_FIELDS}
`;

export const PRODUCT_CARD_FIELDS = gql`
  fragment ProductCardFields on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    stock_status
    only_x_left_in_stock
    is_discontinued @brand
    small_image { url label width @brand height @brand }
    short_description { html }
    price_range { ...PriceRangeFields }
  }
  ${PRICE_RANGE_FIELDS}
`;

export const CATEGORY_FIELDS = gql`
  fragment CategoryFields on CategoryTree {
    __typename
    uid
    name
    # Aliased: products in the same route query have description and image of other types.
    category_description: description
    category_image: image
    url_path
    meta_title
    meta_description
    default_sort_by
    breadcrumbs { category_uid category_name category_url_path }
    image_width @brand
    image_height @brand
    build_your_sheet @brand
    deactivated_color_count @brand
    build_your_sheet_notice @brand
  }
`;

const MEDIA_GALLERY_FIELDS = gql`
  fragment MediaGalleryFields on MediaGalleryInterface { url label width @brand height @brand position disabled }
`;

/**
 * What a product page shows above its options: the route query's part (ResolveRoute). Its options
 * (custom options, variants, bundle items, links) come in a query of their own, sent alongside
 * (PRODUCT_OPTIONS_FIELDS): together they pass Magento's default query complexity (300) apart, not as one.
 */
export const PRODUCT_PAGE_FIELDS = gql`
  fragment ProductPageFields on ProductInterface {
    ...ProductCardFields
    id
    canonical_url
    meta_title
    meta_description
    min_sale_qty
    max_sale_qty
    rating_summary
    review_count
    price_tiers { quantity final_price { ...MoneyFields } discount { amount_off percent_off } }
    description { html }
    image { url label width @brand height @brand }
    media_gallery { ...MediaGalleryFields }
    categories { uid name url_path breadcrumbs { category_uid category_name category_url_path } }
    country_of_manufacture
    discontinued_message @brand
    render_type @brand
    canonical_name @brand
    stock_alert_subscribed @brand
    color_standard @brand { code name hex }
    ... on PhysicalProductInterface { weight }
  }
  ${PRODUCT_CARD_FIELDS}
  ${PRICE_RANGE_FIELDS}
  ${MONEY_FIELDS}
  ${MEDIA_GALLERY_FIELDS}
`;

/** A product's choices: custom options, a configurable's options and variants, a bundle's items, downloadable links. */
export const PRODUCT_OPTIONS_FIELDS = gql`
  fragment ProductOptionsFields on ProductInterface {
    __typename
    uid
    ... on CustomizableProductInterface {
      options {
        __typename
        uid
        title
        required
        sort_order
        # Written out: each option type has its own value type, with no interface to share a fragment on.
        ... on CustomizableFieldOption { entered: value { uid price price_type max_characters } }
        ... on CustomizableAreaOption { entered: value { uid price price_type max_characters } }
        ... on CustomizableDateOption { entered: value { uid price price_type type } }
        ... on CustomizableFileOption { entered: value { uid price price_type file_extension } }
        ... on CustomizableDropDownOption { values: value { uid price price_type title sort_order } }
        ... on CustomizableRadioOption { values: value { uid price price_type title sort_order } }
        ... on CustomizableCheckboxOption { values: value { uid price price_type title sort_order } }
        ... on CustomizableMultipleOption { values: value { uid price price_type title sort_order } }
      }
    }
    ... on ConfigurableProduct {
      configurable_options {
        uid
        attribute_code
        label
        position
        values { uid label swatch_data { __typename value } }
      }
      variants {
        attributes { code uid }
        product {
          uid
          sku
          stock_status
          only_x_left_in_stock
          image { url label width @brand height @brand }
          media_gallery { ...MediaGalleryFields }
          price_range { ...PriceRangeFields }
        }
      }
    }
    ... on BundleProduct {
      dynamic_price
      items {
        uid
        title
        type
        required
        position
        options {
          uid
          label
          quantity
          can_change_quantity
          is_default
          price
          price_type
          position
          product { uid stock_status price_range { ...PriceRangeFields } }
        }
      }
    }
    ... on DownloadableProduct {
      links_purchased_separately
      links_title
      downloadable_product_links { uid title price sample_url sort_order }
      downloadable_product_samples { title sample_url sort_order }
    }
  }
  ${PRICE_RANGE_FIELDS}
  ${MEDIA_GALLERY_FIELDS}
`;
